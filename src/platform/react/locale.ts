// The branch segment and the US/UK variant of the current URL, for the shell and every tool. Derived from
// the location on each render (no copy to keep in sync). The branch itself is looked up once by the shell
// (only when the URL has a branch segment) and shared through an atom.

import { atom } from 'jotai';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import type { Branch } from '../domain/entities/branch';
import { parseLocalePath, withBranch, type LocalePath, type LocaleVariant } from '../locale/localePath';
import { usePlatformValue, useRuntimeConfig } from './platformStore';

/**
 * parseLocalePath, plus the one route root only known at run time: `/{productName}Connect`. With a product
 * name other than the default, that segment would otherwise be taken for a branch id as the first segment, and
 * for an unknown page after a branch ('/b-east/acmeConnect').
 */
export function parsePortalPath(pathname: string, productName: string): LocalePath {
  return parseLocalePath(pathname, [`${productName}Connect`]);
}

export interface Locale {
  variant: LocaleVariant;
  branchId?: string;
  /** '' or the branch segment with its slash ('/uk'); in-app links start with it. */
  basePath: string;
  /** The path after the branch segment (what routes match). */
  path: string;
}

export function useLocale(): Locale {
  const [pathname] = useLocation();
  const { productName } = useRuntimeConfig();
  const { branchId, variant, rest } = parsePortalPath(pathname, productName);
  return { variant, branchId, basePath: withBranch(branchId, '/').replace(/\/$/, ''), path: rest };
}

/** A path inside the portal, kept under the current branch segment. */
export function useLocalHref(): (path: string) => string {
  const { branchId } = useLocale();
  return useCallback((path: string) => withBranch(branchId, path), [branchId]);
}

/** Navigates inside the portal, keeping the branch segment. */
export function useLocalNavigate(): (path: string, options?: { replace?: boolean }) => void {
  const [, navigate] = useLocation();
  const href = useLocalHref();
  return useCallback((path, options) => navigate(href(path), options), [navigate, href]);
}

export interface BranchState {
  /** The branch id the state belongs to; a state of another id is stale. */
  branchId?: string;
  branch?: Branch;
  error?: unknown;
  isLoading: boolean;
}

/** Written by the shell's branch lookup (GET /branches/{id}); read with useBranch. */
export const branchStateAtom = atom<BranchState>({ isLoading: false });

/** The branch of the URL; undefined without a branch segment, while loading, or when the lookup failed. */
export function useBranch(): { branch?: Branch; error?: unknown; isLoading: boolean } {
  const { branchId } = useLocale();
  const state = usePlatformValue(branchStateAtom);
  if (!branchId) return { isLoading: false };
  if (state.branchId !== branchId) return { isLoading: true };
  return { branch: state.branch, error: state.error, isLoading: state.isLoading };
}
