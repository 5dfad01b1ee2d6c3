// A scenario as the runner sees it once loaded and checked: every step knows the file and line it came
// from (includes keep their own file), so every failure can be reported as file:line.

import type { FaultSpec } from '../../src/platform/domain/demoBackend';

export interface Located {
  file: string;
  line: number;
}

/** An injected fault for one step (the demo backend's own definition). */
export type StepFault = FaultSpec;

export interface Expectation {
  status?: number;
  /** The user-facing message of the error the step must end with. */
  error?: string;
  /** `{ '$.a.b': value }` pairs, or a subset of the whole body. */
  body?: Record<string, unknown>;
}

export interface WaitSpec {
  /** Like expect.body: JSONPath pairs or a subset; the step repeats until it matches. */
  until: Record<string, unknown>;
  intervalMs: number;
  timeoutMs: number;
}

interface StepBase extends Located {
  name: string;
  /** The persona (or 'anonymous') the step acts as; the scenario's persona when absent. */
  as?: string;
  /** Sent as the username-override header, whoever the caller is: the server's refusal is testable. */
  impersonate?: string;
  faults: StepFault[];
  expect?: Expectation;
  /** Variable name to JSONPath over the step's body. */
  capture: Record<string, string>;
  wait?: WaitSpec;
}

export interface CallStep extends StepBase {
  kind: 'call';
  call: string;
  args: Record<string, unknown>;
}

export interface HttpStep extends StepBase {
  kind: 'http';
  request: {
    method: string;
    path: string;
    query?: Record<string, unknown>;
    body?: unknown;
    headers?: Record<string, string>;
  };
}

export type Step = CallStep | HttpStep;

export interface Scenario extends Located {
  name: string;
  tags: string[];
  description?: string;
  persona?: string;
  fixture: {
    /** ISO instant the fixture clock starts at. */
    clock?: string;
    /** Absolute path of a state JSON file (as GET /__fixtures/state exports it). */
    state?: string;
  };
  vars: Record<string, unknown>;
  steps: Step[];
}
