import { Suspense } from 'react';
import { useLocale } from '../../platform/react/locale';
import { preloadableLazy } from '../../platform/react/preloadableLazy';

// Most visits have no branch segment: the lookup's code loads only when one does.
const branchLookup = preloadableLazy(() => import('./BranchLookup'));

export function BranchSlot() {
  const { branchId } = useLocale();
  if (!branchId) return null;
  return (
    <Suspense fallback={null}>
      <branchLookup.Component branchId={branchId} />
    </Suspense>
  );
}
