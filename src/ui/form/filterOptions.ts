// The search of the comboboxes: case- and accent-insensitive, matching anywhere in the label
// ('port' finds Portuguese and Portuguese (Brazil), 'fran' finds Français).
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function filterOptions<O extends { label: string }>(
  options: readonly O[],
  query: string,
): readonly O[] {
  const needle = fold(query.trim());
  if (!needle) return options;
  return options.filter((option) => fold(option.label).includes(needle));
}
