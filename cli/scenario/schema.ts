// The scenario file schema, checked node by node so every problem has its line. A scenario file has a
// name, tags, a persona, the fixture's clock and state, vars and steps; a fragment (an include target)
// has steps only. Each step is one of: call (a registry operation), http (a raw call), include.
import { dirname, resolve, sep } from 'node:path';
import type { OperationCatalogue } from './argSpec';
import { typeOfValue } from './argSpec';
import { durationMs } from './duration';
import { parseJsonPath, type JsonPathError } from './jsonPath';
import { hasPlaceholder } from './template';
import { isMap, isScalar } from './yamlNodes';
import {
  anyValue,
  bool,
  dict,
  int,
  keyOf,
  label,
  list,
  oneOf,
  record,
  report,
  str,
  type Check,
  type CheckContext,
  type FieldSpec,
} from './yamlCheck';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const duration: Check<number> = (node, ctx, where) => {
  const value = isScalar(node) ? node.value : undefined;
  return durationMs(value) ?? report(ctx, node, `${where} must be a duration such as 500ms, 10s, 5m or 2h`);
};

const isoInstant: Check<string> = (node, ctx, where) => {
  const value = str(node, ctx, where);
  if (value === undefined) return undefined;
  return Number.isNaN(Date.parse(value))
    ? report(ctx, node, `${where} must be an ISO date such as 2026-11-02T09:00:00Z`)
    : value;
};

const jsonPath: Check<string> = (node, ctx, where) => {
  const value = str(node, ctx, where);
  if (value === undefined) return undefined;
  try {
    parseJsonPath(value);
    return value;
  } catch (error) {
    return report(ctx, node, `${where}: ${(error as JsonPathError).message}`);
  }
};

/** expect.body / wait.until: a map whose '$...' keys must be valid paths (other maps are body subsets). */
const bodyMatcher: Check<Record<string, unknown>> = (node, ctx, where) => {
  if (!isMap(node))
    return report(ctx, node, `${where} must be a mapping of JSONPath to value, or a subset of the body`);
  for (const pair of node.pairs) {
    const key = keyOf(pair);
    if (!key.startsWith('$')) continue;
    try {
      parseJsonPath(key);
    } catch (error) {
      report(ctx, pair.key, `${where}: ${(error as JsonPathError).message}`);
    }
  }
  return anyValue(node, ctx, where) as Record<string, unknown>;
};

const timesCheck: Check<number | 'always'> = (node, ctx, where) =>
  isScalar(node) && node.value === 'always' ? 'always' : int(1, 1_000_000)(node, ctx, where);

const faultPath: Check<string> = (node, ctx, where) => {
  const value = str(node, ctx, where);
  if (value === undefined) return undefined;
  return value.startsWith('/') || value.startsWith('^')
    ? value
    : report(ctx, node, `${where} must start with '/' (a glob) or '^' (a regular expression)`);
};

const fault: Check<unknown> = (node, ctx, where) => {
  const value = record(node, ctx, where, {
    method: { check: str, required: true },
    path: { check: faultPath, required: true },
    status: { check: int(200, 599) },
    body: { check: anyValue },
    delayMs: { check: int(0, 300_000) },
    networkError: { check: bool },
    times: { check: timesCheck },
  });
  if (value && value.status === undefined && !value.networkError && !value.delayMs) {
    return report(ctx, node, `${where} needs a status, networkError: true or a delayMs`);
  }
  return value;
};

const expectation: Check<unknown> = (node, ctx, where) =>
  record(node, ctx, where, {
    status: { check: int(100, 599) },
    error: { check: str },
    body: { check: bodyMatcher },
  });

const wait: Check<unknown> = (node, ctx, where) =>
  record(node, ctx, where, {
    until: { check: bodyMatcher, required: true },
    interval: { check: duration },
    timeout: { check: duration },
  });

const httpRequest: Check<unknown> = (node, ctx, where) =>
  record(node, ctx, where, {
    method: { check: oneOf(HTTP_METHODS), required: true },
    path: { check: str, required: true },
    query: { check: dict(anyValue) },
    body: { check: anyValue },
    headers: { check: dict(str) },
  });

const COMMON: Record<string, FieldSpec> = {
  name: { check: label },
  as: { check: str },
  impersonate: { check: str },
  faults: { check: list(fault) },
  expect: { check: expectation },
  capture: { check: dict(jsonPath) },
  wait: { check: wait },
};

function checkArgs(
  node: unknown,
  ctx: CheckContext,
  op: string,
  catalogue: OperationCatalogue,
  args: Record<string, unknown>,
) {
  const specs = catalogue.get(op);
  if (!specs) {
    const known = [...catalogue.keys()].filter((name) => name.split('.')[0] === op.split('.')[0]);
    return report(
      ctx,
      node,
      `unknown operation '${op}'${known.length ? ` (in that group: ${known.join(', ')})` : ` (groups: ${[...new Set([...catalogue.keys()].map((n) => n.split('.')[0]))].join(', ')})`}`,
    );
  }
  for (const [name, spec] of Object.entries(specs)) {
    if (spec.required && !(name in args)) report(ctx, node, `${op} needs the argument '${name}'`);
  }
  // Argument problems point at the argument's own line.
  const argsNode = isMap(node) ? node.pairs.find((p) => keyOf(p) === 'args')?.value : undefined;
  const at = (name: string) =>
    isMap(argsNode) ? (argsNode.pairs.find((p) => keyOf(p) === name)?.key ?? node) : node;
  for (const [name, value] of Object.entries(args)) {
    const spec = specs[name];
    if (!spec)
      report(
        ctx,
        at(name),
        `${op} has no argument '${name}' (arguments: ${Object.keys(specs).join(', ') || 'none'})`,
      );
    else if (spec.type !== 'any' && !hasPlaceholder(value) && typeOfValue(value) !== spec.type) {
      report(
        ctx,
        at(name),
        `${op}: argument '${name}' must be ${spec.type === 'array' ? 'a list' : `a ${spec.type}`}`,
      );
    }
  }
  return undefined;
}

/** A step as parsed (includes not yet expanded); the loader turns `include` into the fragment's steps. */
export function stepCheck(catalogue: OperationCatalogue): Check<Record<string, unknown>> {
  return (node, ctx, where) => {
    if (!isMap(node)) return report(ctx, node, `${where} must be a mapping with call, http or include`);
    const keys = node.pairs.map(keyOf);
    const kinds = ['call', 'http', 'include'].filter((k) => keys.includes(k));
    if (kinds.length !== 1) {
      return report(
        ctx,
        node,
        kinds.length
          ? `${where} has ${kinds.join(' and ')}: give only one`
          : `${where} needs one of call, http or include`,
      );
    }
    if (kinds[0] === 'include') return record(node, ctx, where, { include: { check: str, required: true } });
    if (kinds[0] === 'http')
      return record(node, ctx, where, { ...COMMON, http: { check: httpRequest, required: true } });
    const step = record(node, ctx, where, {
      ...COMMON,
      call: { check: str, required: true },
      args: { check: dict(anyValue) },
    });
    if (step)
      checkArgs(node, ctx, step.call as string, catalogue, (step.args ?? {}) as Record<string, unknown>);
    return step;
  };
}

/** A state file inside the scenario's own folder tree: a scenario never reads other files (../../etc/passwd). */
const statePath: Check<string> = (node, ctx, where) => {
  const value = str(node, ctx, where);
  if (value === undefined) return undefined;
  const folder = dirname(ctx.file);
  const target = resolve(folder, value);
  if (!target.startsWith(folder + sep))
    return report(
      ctx,
      node,
      `${where} must be a file inside the scenario's folder (${folder}), got '${value}'`,
    );
  return value;
};

export function scenarioSpec(catalogue: OperationCatalogue): Record<string, FieldSpec> {
  return {
    name: { check: label, required: true },
    description: { check: str },
    tags: { check: list(label) },
    persona: { check: str },
    fixture: {
      check: (n, c, w) => record(n, c, w, { clock: { check: isoInstant }, state: { check: statePath } }),
    },
    vars: { check: dict(anyValue) },
    steps: { check: list(stepCheck(catalogue), { min: 1 }), required: true },
  };
}

export function fragmentSpec(catalogue: OperationCatalogue): Record<string, FieldSpec> {
  return {
    description: { check: str },
    steps: { check: list(stepCheck(catalogue), { min: 1 }), required: true },
  };
}
