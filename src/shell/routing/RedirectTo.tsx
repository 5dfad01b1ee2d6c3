import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Replaces the current entry with `to` once rendered (guards: the guarded URL is not kept in history). */
export function RedirectTo({ to }: { to: string }) {
  const [, navigate] = useLocation();
  useEffect(() => navigate(to, { replace: true }), [to, navigate]);
  return null;
}
