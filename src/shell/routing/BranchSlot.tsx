import { lazy, Suspense } from 'react';
import { useLocale } from '../../platform/react/locale';

// Most visits have no branch segment: the lookup's code loads only when one does.
const BranchLookup = lazy(() => import('./BranchLookup'));

export function BranchSlot() {
  const { branchId } = useLocale();
  if (!branchId) return null;
  return (
    <Suspense fallback={null}>
      <BranchLookup branchId={branchId} />
    </Suspense>
  );
}
