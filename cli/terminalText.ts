// Text from files, scenarios and the server reaches a terminal: control characters in it (ESC sequences
// that recolour or clear the screen, NUL, carriage returns) are shown escaped, never interpreted.

/** C0 controls, DEL and C1 controls. */
export function isControlCharacter(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

const escaped = (char: string) =>
  char === '\n'
    ? '\\n'
    : char === '\r'
      ? '\\r'
      : char === '\t'
        ? '\\t'
        : `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** One line of untrusted text, every control character escaped. */
export function terminalText(text: string): string {
  return [...text].map((char) => (isControlCharacter(char) ? escaped(char) : char)).join('');
}

/** Text whose own line breaks are kept: each line escaped on its own. */
export function terminalLines(text: string): string {
  return text.split('\n').map(terminalText).join('\n');
}
