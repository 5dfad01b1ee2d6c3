import { useEffect } from 'react';
import useSWR from 'swr';
import { getBranch } from '../api/branches';
import { branchStateAtom } from './locale';
import { platformStore, useHttpClient } from './platformStore';

/** Looks up the branch of the URL (GET /branches/{id}, cached) and publishes it for useBranch. */
export function useBranchLookup(branchId: string) {
  const http = useHttpClient();
  const result = useSWR(['branch', branchId], () => getBranch(http, branchId));
  const { data, error, isLoading } = result;
  useEffect(() => {
    platformStore.set(branchStateAtom, { branchId, branch: data, error, isLoading });
  }, [branchId, data, error, isLoading]);
  return result;
}
