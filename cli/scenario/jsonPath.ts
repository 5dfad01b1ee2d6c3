// The small JSONPath subset scenarios use: $, .name, ['name'], [n] (negative from the end), [*], and a
// trailing .length on arrays and strings. Written here rather than pulled in: this is all that is needed.

export type PathSegment = { kind: 'key'; key: string } | { kind: 'index'; index: number } | { kind: 'all' };

export class JsonPathError extends Error {
  override readonly name = 'JsonPathError';
}

const SEGMENT =
  /^(?:\.([A-Za-z_$][\w$-]*)|\[(-?\d+)\]|\[\*\]|\.\*|\['((?:[^'\\]|\\.)*)'\]|\["((?:[^"\\]|\\.)*)"\])/;

export function parseJsonPath(path: string): PathSegment[] {
  if (!path.startsWith('$')) throw new JsonPathError(`a JSONPath starts with '$', got '${path}'`);
  const segments: PathSegment[] = [];
  let rest = path.slice(1);
  while (rest) {
    const match = SEGMENT.exec(rest);
    if (!match)
      throw new JsonPathError(
        `cannot read '${rest}' in '${path}' (supported: .name, ['name'], [0], [*], .length)`,
      );
    if (match[1] !== undefined) segments.push({ kind: 'key', key: match[1] });
    else if (match[2] !== undefined) segments.push({ kind: 'index', index: Number(match[2]) });
    else if (match[3] !== undefined || match[4] !== undefined)
      segments.push({ kind: 'key', key: (match[3] ?? match[4]).replace(/\\(.)/g, '$1') });
    else segments.push({ kind: 'all' });
    rest = rest.slice(match[0].length);
  }
  return segments;
}

export interface PathResult {
  /** Whether the path reached something (a wildcard reaches its list, even an empty one). */
  found: boolean;
  /** The single value, or the list of values when the path has a wildcard. */
  value: unknown;
}

function step(values: unknown[], segment: PathSegment): unknown[] {
  const next: unknown[] = [];
  for (const value of values) {
    if (segment.kind === 'all') {
      if (Array.isArray(value)) next.push(...value);
      else if (value && typeof value === 'object') next.push(...Object.values(value));
    } else if (segment.kind === 'index') {
      if (Array.isArray(value)) {
        const at = segment.index < 0 ? value.length + segment.index : segment.index;
        if (at >= 0 && at < value.length) next.push(value[at]);
      }
    } else if (segment.key === 'length' && (Array.isArray(value) || typeof value === 'string')) {
      next.push(value.length);
    } else if (value && typeof value === 'object' && Object.hasOwn(value, segment.key)) {
      next.push((value as Record<string, unknown>)[segment.key]);
    }
  }
  return next;
}

export function evaluateJsonPath(path: string | PathSegment[], root: unknown): PathResult {
  const segments = typeof path === 'string' ? parseJsonPath(path) : path;
  const wildcard = segments.some((s) => s.kind === 'all');
  let values: unknown[] = [root];
  for (const segment of segments) values = step(values, segment);
  if (wildcard) return { found: true, value: values };
  return values.length ? { found: true, value: values[0] } : { found: false, value: undefined };
}
