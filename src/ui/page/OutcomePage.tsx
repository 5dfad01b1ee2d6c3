import type { ComponentProps } from 'react';
import { Outcome } from './Outcome';
import { pageFrameClasses } from './pageFrame';

/**
 * A page that only says how something ended: confirmed, changed, created (success), a notice (info), or
 * what went wrong and the ways out (error). The look of every such page of the portal.
 */
export function OutcomePage(props: Omit<ComponentProps<typeof Outcome>, 'className'>) {
  return <Outcome {...props} className={pageFrameClasses('narrow', 'roomy')} />;
}
