// {{name}} placeholders in step arguments, paths and expectations, filled from the scenario's variables.
// A string that is exactly one placeholder takes the variable's value as is (a number stays a number).

export class TemplateError extends Error {
  override readonly name = 'TemplateError';
}

const WHOLE = /^\{\{\s*([\w.-]+)\s*\}\}$/;
const ANY = /\{\{\s*([\w.-]+)\s*\}\}/g;

function lookup(vars: ReadonlyMap<string, unknown>, name: string): unknown {
  if (!vars.has(name))
    throw new TemplateError(
      `unknown variable {{${name}}}; defined: ${[...vars.keys()].join(', ') || 'none'}`,
    );
  return vars.get(name);
}

export function fill(value: unknown, vars: ReadonlyMap<string, unknown>): unknown {
  if (typeof value === 'string') {
    if (!value.includes('{{')) return value;
    const whole = WHOLE.exec(value);
    if (whole) return lookup(vars, whole[1]);
    return value.replace(ANY, (_, name: string) => {
      const found = lookup(vars, name);
      return typeof found === 'string' ? found : JSON.stringify(found);
    });
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, vars));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [fill(key, vars) as string, fill(item, vars)]),
    );
  }
  return value;
}

export const hasPlaceholder = (value: unknown): boolean => typeof value === 'string' && value.includes('{{');
