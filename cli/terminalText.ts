// Text from files, scenarios and the server reaches a terminal: control characters in it (ESC sequences
// that recolour or clear the screen, NUL, carriage returns) are shown escaped, never interpreted.

// C0 controls, DEL and C1 controls. `keep` lists characters a caller lets through (a note's own newlines).
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

const escaped = (char: string) =>
  char === '\n' ? '\\n' : char === '\r' ? '\\r' : char === '\t' ? '\\t' : `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** One line of untrusted text, every control character escaped. */
export function terminalText(text: string): string {
  return text.replace(CONTROL, escaped);
}

/** Text whose own line breaks are kept: each line escaped on its own. */
export function terminalLines(text: string): string {
  return text.split('\n').map(terminalText).join('\n');
}
