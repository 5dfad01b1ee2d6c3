// After a refused submit, focus moves to the first field with a message so keyboard and screen-reader
// users land on what needs fixing. Works for inputs, listbox and combobox buttons, checkboxes and radio
// groups (the group carries aria-invalid; its tabbable radio takes the focus).

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select, textarea, button:not([disabled]), [tabindex="0"]';

function focusTarget(invalid: HTMLElement): HTMLElement | null {
  if (invalid.matches('input, select, textarea, button')) return invalid;
  // A radio group: the checked radio, else the one headlessui made tabbable, else the first one.
  return (
    invalid.querySelector<HTMLElement>('[role="radio"][aria-checked="true"]') ??
    invalid.querySelector<HTMLElement>('[tabindex="0"]') ??
    invalid.querySelector<HTMLElement>(FOCUSABLE)
  );
}

/** Runs on the next tick: the messages (and aria-invalid) render after the submit returns. */
export function focusFirstInvalid(container: HTMLElement | null): void {
  setTimeout(() => {
    const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) focusTarget(invalid)?.focus();
  }, 0);
}
