// Which operations the UI driver takes through a screen (page objects in pages/), and which run as they do
// in the API driver because they are the harness, not a person (the fixtures' clock, journal and mailbox).
// Imports no Playwright at run time: `llts scenario coverage` reads this without a browser.
import { accountSteps } from './pages/account';
import { requestFormSteps } from './pages/createProject';
import { mtFileSteps } from './pages/mtFiles';
import { quoteSteps } from './pages/quotes';
import { requestListSteps } from './pages/requestList';
import type { UiStep } from './uiStep';

export const UI_STEPS: ReadonlyMap<string, UiStep> = new Map(
  Object.entries({
    ...accountSteps,
    ...mtFileSteps,
    ...requestFormSteps,
    ...quoteSteps,
    ...requestListSteps,
  }),
);

/** Operations a visitor takes, whoever the scenario's persona is (a tab without a session). */
export const VISITOR_OPERATIONS: ReadonlySet<string> = new Set(['requests.createUnauthenticated']);

/** Operations on the fixture backend itself: the same in both drivers (how the UI driver reads the journal). */
export const isHarnessOperation = (name: string): boolean => name.startsWith('fixtures.');
