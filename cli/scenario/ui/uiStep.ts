// The contract of a UI step: a page object that performs one registry operation the way a person would,
// and answers with what the API driver's operation returns (read from the page and the calls it made).
import type { Page } from 'playwright-core';
import type { StepWorld } from '../world';
import type { PageCalls } from './apiCalls';

export interface UiStepContext {
  /** A tab signed in as the step's caller (acting as the impersonated user when the step says so). */
  page: Page;
  args: Record<string, unknown>;
  world: StepWorld;
  /**
   * The API calls the page made during this step, as the browser saw them. A step opens its page with
   * `calls.open(path)` and reads that page's calls from the view it returns.
   */
  calls: PageCalls;
  /** The caller's username, or undefined for a visitor. */
  username?: string;
}

export interface UiStep {
  /** The screen the step uses, for `llts scenario coverage`. */
  screen: string;
  run(ctx: UiStepContext): Promise<unknown>;
}

/**
 * What a person sees when a step fails: the messages on the page (alerts, field errors) and, when the page
 * made a call that failed, its status. `expect.error` matches any of the messages, as it matches a field's
 * message in the API driver.
 */
export class UiError extends Error {
  override readonly name = 'UiError';
  readonly fields: Record<string, string>;
  readonly status?: number;
  /** The failed call's answer, when the page made one (as the API driver's error carries it). */
  readonly body?: unknown;
  constructor(messages: readonly string[], status?: number, body?: unknown) {
    super(messages[0] ?? 'The page showed no message for the failed step.');
    this.fields = Object.fromEntries(messages.map((m, i) => [String(i), m]));
    this.status = status;
    this.body = body;
  }
}
