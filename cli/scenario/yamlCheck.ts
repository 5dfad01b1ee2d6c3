// Schema checks that walk the located YAML nodes (yamlNodes.ts), so every problem carries the line of the
// node it is about. Each check returns the plain value, or undefined after recording an issue.
import { isMap, isScalar, isSeq, type YamlNode, type YamlPair } from './yamlNodes';

export interface Issue {
  file: string;
  line: number;
  message: string;
}

export interface CheckContext {
  file: string;
  issues: Issue[];
}

export type Check<T> = (node: unknown, ctx: CheckContext, where: string, parent?: unknown) => T | undefined;

export const lineOf = (node: unknown): number => (node as YamlNode | undefined)?.line ?? 1;

export function report(ctx: CheckContext, node: unknown, message: string): undefined {
  ctx.issues.push({ file: ctx.file, line: lineOf(node), message });
  return undefined;
}

const scalarOf = (node: unknown) => (isScalar(node) ? node.value : undefined);

export const str: Check<string> = (node, ctx, where) => {
  const value = scalarOf(node);
  return typeof value === 'string' && value.trim() !== ''
    ? value
    : report(ctx, node, `${where} must be a non-empty string`);
};

/** A name or label: a string, or a number/boolean YAML read as one (`name: 500`). */
export const label: Check<string> = (node, ctx, where) => {
  const value = scalarOf(node);
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : str(node, ctx, where);
};

export const int =
  (min: number, max: number): Check<number> =>
  (node, ctx, where) => {
    const value = scalarOf(node);
    return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? value
      : report(ctx, node, `${where} must be a whole number from ${min} to ${max}`);
  };

export const bool: Check<boolean> = (node, ctx, where) => {
  const value = scalarOf(node);
  return typeof value === 'boolean' ? value : report(ctx, node, `${where} must be true or false`);
};

/** Any YAML value, as plain JSON-like data. */
export const anyValue: Check<unknown> = (node) => (node as YamlNode | undefined)?.value;

export const oneOf =
  <T extends string>(values: readonly T[]): Check<T> =>
  (node, ctx, where) => {
    const value = scalarOf(node);
    return values.includes(value as T)
      ? (value as T)
      : report(ctx, node, `${where} must be one of ${values.join(', ')}`);
  };

export const list =
  <T>(item: Check<T>, options: { min?: number } = {}): Check<T[]> =>
  (node, ctx, where) => {
    if (!isSeq(node)) return report(ctx, node, `${where} must be a list`);
    if (options.min && node.items.length < options.min)
      return report(ctx, node, `${where} needs at least ${options.min} item(s)`);
    const values = node.items.map((child, i) => item(child, ctx, `${where}[${i}]`, node));
    return values.every((v) => v !== undefined) ? (values as T[]) : undefined;
  };

/** The pairs of a map with string keys, or undefined (and an issue) when the node is not a map. */
export function pairsOf(node: unknown, ctx: CheckContext, where: string): YamlPair[] | undefined {
  if (!isMap(node)) return report(ctx, node, `${where || 'the file'} must be a mapping (key: value)`);
  const pairs = node.pairs;
  for (const pair of pairs) {
    if (typeof scalarOf(pair.key) !== 'string')
      report(ctx, pair.key ?? node, `${where || 'the file'} has a key that is not a string`);
  }
  return pairs;
}

export const keyOf = (pair: YamlPair): string => String(scalarOf(pair.key));

/** A map whose values all pass `value`; keys are free. */
export const dict =
  <T>(value: Check<T>): Check<Record<string, T>> =>
  (node, ctx, where) => {
    const pairs = pairsOf(node, ctx, where);
    if (!pairs) return undefined;
    const out: Record<string, T> = {};
    let ok = true;
    for (const pair of pairs) {
      const checked = value(pair.value, ctx, `${where}.${keyOf(pair)}`, pair.key);
      if (checked === undefined) ok = false;
      else out[keyOf(pair)] = checked;
    }
    return ok ? out : undefined;
  };

export interface FieldSpec {
  check: Check<unknown>;
  required?: boolean;
}

/**
 * A map with known keys: unknown keys are reported on their own line (with the keys allowed), missing
 * required ones on the map's line. Returns the checked values by key when all passed.
 */
export function record(
  node: unknown,
  ctx: CheckContext,
  where: string,
  spec: Record<string, FieldSpec>,
): Record<string, unknown> | undefined {
  const pairs = pairsOf(node, ctx, where);
  if (!pairs) return undefined;
  const before = ctx.issues.length;
  const out: Record<string, unknown> = {};
  const seen = new Set<string>();
  for (const pair of pairs) {
    const key = keyOf(pair);
    seen.add(key);
    const field = spec[key];
    if (!field) {
      report(
        ctx,
        pair.key,
        `${where || 'the scenario'} has an unknown key '${key}' (allowed: ${Object.keys(spec).join(', ')})`,
      );
      continue;
    }
    const value = field.check(pair.value, ctx, where === '' ? key : `${where}.${key}`, pair.key);
    if (value !== undefined) out[key] = value;
  }
  for (const [key, field] of Object.entries(spec)) {
    if (field.required && !seen.has(key)) report(ctx, node, `${where || 'the scenario'} needs '${key}'`);
  }
  return ctx.issues.length === before ? out : undefined;
}
