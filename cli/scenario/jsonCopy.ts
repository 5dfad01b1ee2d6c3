// What an API would have answered for an operation's result: the value through JSON.stringify and back.
// Most results already are plain JSON (the HTTP client parsed them), and for those the round trip is only
// a deep copy that costs a string build and a parse (3% of a replayed scenario's time). Such trees
// are copied directly; anything JSON would change (undefined, toJSON, class instances, non-finite numbers,
// -0, functions...) still takes the real round trip, so the answer is the same either way.

const isPlainObject = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return (proto === Object.prototype || proto === null) && !('toJSON' in value);
};

/** True when JSON.parse(JSON.stringify(value)) would be an equal tree (same keys, same values). */
function isJsonPlain(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0);
    case 'object': {
      if (value === null) return true;
      if (Array.isArray(value)) {
        if (Object.getPrototypeOf(value) !== Array.prototype) return false;
        // Indexes, not every(): a hole becomes null in JSON.
        for (let i = 0; i < value.length; i++)
          if (value[i] === undefined || !isJsonPlain(value[i])) return false;
        return true;
      }
      if (!isPlainObject(value)) return false;
      for (const key of Object.keys(value)) {
        // An own __proto__ (JSON.parse makes one) would set the copy's prototype instead.
        if (key === '__proto__' || !isJsonPlain((value as Record<string, unknown>)[key])) return false;
      }
      return true;
    }
    default:
      return false;
  }
}

function copyPlain(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copyPlain);
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = copyPlain((value as Record<string, unknown>)[key]);
  return copy;
}

/** A JSON-safe copy, equal to JSON.parse(JSON.stringify(value)); undefined stays undefined. */
export function jsonCopy(value: unknown): unknown {
  if (value === undefined) return undefined;
  return isJsonPlain(value) ? copyPlain(value) : JSON.parse(JSON.stringify(value));
}
