// --field name=value: the command line's spelling of custom project field values. What they mean (known
// names, defaults, rules) is the platform's request preparation; this only splits the pairs.
import type { CustomFieldDefinition } from '../../../src/platform/domain/entities/customField';
import { UsageError } from '../../errors';

export function fieldAssignments(pairs: readonly string[]): Record<string, string> {
  const given: Record<string, string> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at <= 0) throw new UsageError(`--field takes name=value, got '${pair}'`);
    given[pair.slice(0, at).trim()] = pair.slice(at + 1);
  }
  return given;
}

/** One line per project field, for a hint when something is missing. */
export function fieldHelp(definitions: readonly CustomFieldDefinition[]): string[] {
  return definitions.map(
    (d) =>
      `  --field '${d.name}=...'${d.required ? ' (required when shown)' : ''}${d.options?.length ? `: ${d.options.join(', ')}` : ''}`,
  );
}
