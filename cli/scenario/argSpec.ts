// What an operation of the registry takes, so `scenario validate` can check a step's args before running.

export type ArgType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'any';

export interface ArgSpec {
  type: ArgType;
  required?: boolean;
}

export type ArgSpecs = Record<string, ArgSpec>;

export function typeOfValue(value: unknown): ArgType {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'any';
  const t = typeof value;
  return t === 'string' || t === 'number' || t === 'boolean' ? t : 'object';
}

/** Operation names and their arguments; the registry provides it, tests may give a smaller one. */
export type OperationCatalogue = ReadonlyMap<string, ArgSpecs>;
