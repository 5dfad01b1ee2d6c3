// What a step ended with, and the checks of its `expect` (and of a wait's `until`) against it.
import { userFacingMessage } from '../../src/platform/http/userMessage';
import type { Expectation } from './model';
import { evaluateJsonPath } from './jsonPath';
import { mismatches, show } from './match';

export interface Outcome {
  /** The HTTP status of the step's last answer (or of the API error it ended with). */
  status?: number;
  body?: unknown;
  error?: unknown;
}

/** The messages an error can be recognised by: the user-facing one, and each field's for invalid input. */
export function errorMessages(error: unknown): string[] {
  const fields = (error as { fields?: Record<string, string> } | null)?.fields;
  return [userFacingMessage(error), ...(fields ? Object.values(fields) : [])];
}

/** Problems of a body against `{ '$.path': value }` pairs; other keys are a subset of the whole body. */
export function bodyProblems(expected: Record<string, unknown>, body: unknown): string[] {
  const paths = Object.keys(expected).filter((key) => key.startsWith('$'));
  const subset = Object.fromEntries(Object.entries(expected).filter(([key]) => !key.startsWith('$')));
  const problems = Object.keys(subset).length || paths.length === 0 ? mismatches(subset, body) : [];
  return problems.concat(
    paths.flatMap((path) => {
      const { found, value } = evaluateJsonPath(path, body);
      if (!found) return [`${path}: missing (expected ${show(expected[path])})`];
      return mismatches(expected[path], value, path);
    }),
  );
}

const expectsFailure = (expect?: Expectation) =>
  !!expect && (expect.error !== undefined || (expect.status ?? 0) >= 400);

export function outcomeProblems(expect: Expectation | undefined, outcome: Outcome): string[] {
  const problems: string[] = [];
  if (outcome.error !== undefined && !expectsFailure(expect)) {
    const status = outcome.status !== undefined ? ` (status ${outcome.status})` : '';
    return [`failed: ${userFacingMessage(outcome.error)}${status}`];
  }
  if (!expect) return problems;
  if (expect.status !== undefined && expect.status !== outcome.status) {
    problems.push(
      `expected status ${expect.status}, got ${outcome.status ?? 'no HTTP answer'}${outcome.error ? ` (${userFacingMessage(outcome.error)})` : ''}`,
    );
  }
  if (expect.error !== undefined) {
    if (outcome.error === undefined)
      problems.push(`expected the error '${expect.error}', but the step succeeded`);
    else if (!errorMessages(outcome.error).includes(expect.error)) {
      problems.push(`expected the error '${expect.error}', got '${userFacingMessage(outcome.error)}'`);
    }
  }
  if (expect.body) problems.push(...bodyProblems(expect.body, outcome.body));
  return problems;
}
