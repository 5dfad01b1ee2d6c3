// One try of a step in the UI driver: the operation's page object in the caller's tab (impersonating first
// when the step says so), or the harness operation as in the API driver, or a skip. The outcome has the API
// driver's shape, so `expect`, `capture` and `wait` are checked by the same code (stepRunner.ts).
import type { Step } from '../model';
import type { Outcome } from '../outcome';
import { jsonCopy } from '../jsonCopy';
import { apiAttempt, StepSkipped, type Attempt } from '../stepRunner';
import { fill } from '../template';
import { ANONYMOUS } from '../world';
import { endImpersonation, startImpersonation } from './pages/account';
import type { Tab, UiSession } from './session';
import { UI_STEPS, VISITOR_OPERATIONS, isHarnessOperation } from './steps';
import { UiError, type UiStep } from './uiStep';

/** Playwright's message without its call log: the failed action and what it was waiting for. */
export function briefly(error: unknown): string {
  const lines = (error instanceof Error ? error.message : String(error))
    // eslint-disable-next-line no-control-regex -- Playwright colours its call log
    .replace(/\u001b\[\d+m/g, '')
    .split('\n');
  const waiting = lines
    .find((line) => /waiting for /.test(line))
    ?.trim()
    .replace(/^- /, '');
  return [lines[0], waiting].filter(Boolean).join(': ');
}

export interface UiAttemptDeps {
  session: () => UiSession;
  /** The scenario's persona (undefined for a visitor). */
  persona: () => string | undefined;
  overrides?: Readonly<Record<string, UiStep>>;
  /** Remembers the tab a step used, for the screenshot of a failure. */
  used: (tab: Tab) => void;
}

const NO_UI_STEP = 'no UI step';

export function uiAttempt(deps: UiAttemptDeps): Attempt {
  return async (step: Step, world, vars): Promise<Outcome> => {
    // A step no screen offers is still made, through the API, so the steps after it find the state it leaves
    // (a quote accepted, a captured id); it is reported as skipped, never as passed.
    const withoutScreen = async (reason: string): Promise<never> => {
      throw new StepSkipped(reason, await apiAttempt(step, world, vars));
    };
    if (step.kind === 'http') return withoutScreen(`${NO_UI_STEP} (a raw HTTP call, made through the API)`);
    if (isHarnessOperation(step.call)) return apiAttempt(step, world, vars);
    const uiStep = deps.overrides?.[step.call] ?? UI_STEPS.get(step.call);
    if (!uiStep) return withoutScreen(`${NO_UI_STEP} (made through the API)`);
    const as = step.as === undefined ? deps.persona() : String(fill(step.as, vars));
    const caller = as === ANONYMOUS || VISITOR_OPERATIONS.has(step.call) ? undefined : as;
    const impersonate = step.impersonate === undefined ? undefined : String(fill(step.impersonate, vars));
    const session = deps.session();
    const tab = await session.tab(caller);
    deps.used(tab);
    await session.syncClock();
    tab.calls.reset();
    try {
      // Acting as someone lasts, as for a person, until a step of this caller wants otherwise: the calls
      // that follow the step (read from the journal by the next one) are still made as that user.
      if (tab.impersonating !== impersonate) {
        if (tab.impersonating) await endImpersonation(tab, tab.impersonating);
        tab.impersonating = undefined;
        if (impersonate) {
          await startImpersonation(tab, impersonate);
          tab.impersonating = impersonate;
        }
        tab.calls.reset();
      }
      const body = await uiStep.run({
        page: tab.page,
        args: fill(step.args, vars) as Record<string, unknown>,
        world,
        calls: tab.calls,
        username: caller,
      });
      // The status of the call the step read its answer from; a step that read none: the page's last call.
      const answer = tab.calls.answering() ?? tab.calls.all().at(-1);
      return { status: answer?.status, body: jsonCopy(body) };
    } catch (error) {
      if (error instanceof StepSkipped) throw error;
      if (error instanceof UiError) return { status: error.status, error, body: error.body };
      // A page object that could not act (a label not found in time): what it waited for, in a line or two.
      return { status: undefined, error: new Error(briefly(error)), body: undefined };
    }
  };
}
