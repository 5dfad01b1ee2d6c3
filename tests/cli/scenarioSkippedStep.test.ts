// A driver's step it cannot take on screen is still made another way (the UI driver's steps without a
// screen, through the API): the step is reported as skipped, never judged, and what it captures holds for
// the steps after it.
import { describe, expect, it } from 'vitest';
import type { CallStep } from '../../cli/scenario/model';
import { StepSkipped, runStep, type Attempt } from '../../cli/scenario/stepRunner';
import type { StepWorld } from '../../cli/scenario/world';

const step: CallStep = {
  kind: 'call',
  name: 'accept the quote',
  file: 'text-estimate.yaml',
  line: 30,
  call: 'jobRequests.acceptQuote',
  args: {},
  faults: [],
  expect: { status: 204 },
  capture: { accepted: '$.status' },
};
const world = {} as StepWorld;

describe('a step skipped by its driver', () => {
  it('made another way: skipped with its reason, its captures kept, its expectation not judged', async () => {
    const vars = new Map<string, unknown>();
    const attempt: Attempt = () => {
      throw new StepSkipped('no UI step (made through the API)', {
        status: 200,
        body: { status: 'QUOTE_ACCEPTED' },
      });
    };
    const result = await runStep(step, world, vars, attempt);
    expect(result).toMatchObject({ status: 'skipped', reason: 'no UI step (made through the API)' });
    expect(result.error).toBeUndefined();
    expect(vars.get('accepted')).toBe('QUOTE_ACCEPTED');
  });

  it('not made at all: skipped, nothing captured', async () => {
    const vars = new Map<string, unknown>();
    const attempt: Attempt = () => {
      throw new StepSkipped('no UI step: a visitor has no account page');
    };
    expect(await runStep(step, world, vars, attempt)).toMatchObject({ status: 'skipped' });
    expect(vars.has('accepted')).toBe(false);
  });
});
