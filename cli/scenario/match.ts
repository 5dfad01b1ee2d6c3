// Subset matching of expected against actual values: objects need only the expected keys, arrays match
// item by item with the same length, scalars compare strictly. Mismatches name the path where they are.

export function mismatches(expected: unknown, actual: unknown, path = '$'): string[] {
  if (expected === null || typeof expected !== 'object') {
    return Object.is(expected, actual) ? [] : [`${path}: expected ${show(expected)}, got ${show(actual)}`];
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${path}: expected a list, got ${show(actual)}`];
    if (expected.length !== actual.length)
      return [`${path}: expected ${expected.length} item(s), got ${actual.length}`];
    return expected.flatMap((item, i) => mismatches(item, actual[i], `${path}[${i}]`));
  }
  if (!actual || typeof actual !== 'object' || Array.isArray(actual))
    return [`${path}: expected an object, got ${show(actual)}`];
  return Object.entries(expected).flatMap(([key, item]) =>
    Object.hasOwn(actual, key)
      ? mismatches(item, (actual as Record<string, unknown>)[key], `${path}.${key}`)
      : [`${path}.${key}: missing`],
  );
}

export function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}
