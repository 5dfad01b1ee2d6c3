/**
 * After a refused submit, move focus to the first field with a message so keyboard and screen-reader
 * users land on what needs fixing. Runs on the next tick: the messages render after the submit returns.
 */
export function focusFirstInvalid(container: HTMLElement | null): void {
  setTimeout(() => {
    const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    // A radio group carries aria-invalid itself; its tabbable radio takes the focus.
    const target = invalid.matches('input, select, textarea')
      ? invalid
      : invalid.querySelector<HTMLElement>('[tabindex="0"]');
    target?.focus();
  }, 0);
}
