import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { isApiError } from '../../platform/http/errors';
import { isUkSegment } from '../../platform/locale/localePath';
import { DataCache } from '../../platform/react/DataCache';
import { useLocale } from '../../platform/react/locale';
import { useBranchLookup } from '../../platform/react/useBranchLookup';

/**
 * Spec §2: when the branch of the first segment cannot be looked up (status 400 or above), the segment is
 * removed from the URL. Replace, not push: Back must not return to the broken address. A network failure
 * (no status) keeps the segment: the branch may well exist. So does 'uk' or 'en-gb' without a branch behind
 * it: the segment still chooses the UK variant, which removing it would silently switch to US.
 * What is left is the home or a known route (parseLocalePath only reads a branch in front of one), so it is
 * never taken for a branch in turn: '/foo/bar' is a page not found, not a branch 'foo' then a branch 'bar'.
 */
function BranchSegmentGuard({ branchId }: { branchId: string }) {
  const { path } = useLocale();
  const { error } = useBranchLookup(branchId);
  const search = useSearch();
  const [, navigate] = useLocation();
  const failed = isApiError(error) && error.status >= 400 && !isUkSegment(branchId);
  useEffect(() => {
    if (!failed) return;
    navigate(`${path}${search ? `?${search}` : ''}${window.location.hash}`, { replace: true });
  }, [failed, path, search, navigate]);
  return null;
}

export default function BranchLookup({ branchId }: { branchId: string }) {
  return (
    <DataCache>
      <BranchSegmentGuard branchId={branchId} />
    </DataCache>
  );
}
