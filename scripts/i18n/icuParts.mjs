// An ICU message as a list of translatable text and protected code: the code is every piece of ICU syntax (a
// `{name}` or `{n, number}` argument whole; of a plural or select, the parts around each branch, so the
// branches' words stay translatable; a plural's `#`). Joined again, the parts are the message unchanged.

const COMPLEX = new Set(['plural', 'select', 'selectordinal']);

/** @returns {{ text?: string, code?: string }[]} */
export function icuParts(message) {
  const parts = [];
  let i = 0;
  const add = (kind, value) => {
    if (!value) return;
    const last = parts[parts.length - 1];
    if (last && last[kind] !== undefined) last[kind] += value;
    else parts.push({ [kind]: value });
  };

  /** Text up to an unmatched '}' (a branch's end) or the message's end. */
  function text(inPlural) {
    while (i < message.length) {
      const c = message[i];
      if (c === '}') return;
      if (c === '{') argument();
      else if (c === '#' && inPlural) {
        add('code', c);
        i++;
      } else {
        add('text', c);
        i++;
      }
    }
  }

  /** From '{' at i: a simple argument whole, or a plural/select with its branches' text left translatable. */
  function argument() {
    const head = /^\{\s*([^\s,{}]+)\s*(?:,\s*([^\s,{}]+)\s*)?/.exec(message.slice(i));
    const type = head?.[2];
    if (!type || !COMPLEX.has(type)) {
      let depth = 0;
      const start = i;
      do {
        if (message[i] === '{') depth++;
        else if (message[i] === '}') depth--;
        i++;
      } while (depth > 0 && i < message.length);
      add('code', message.slice(start, i));
      return;
    }
    const open = message.indexOf('{', i + head[0].length);
    add('code', message.slice(i, open + 1));
    i = open + 1;
    for (;;) {
      text(type !== 'select');
      const between = /^\}\s*(?:[^\s{}]+\s*\{|\})/.exec(message.slice(i));
      if (!between) throw new Error(`Unbalanced ICU message: ${message}`);
      add('code', between[0]);
      i += between[0].length;
      // '}' then '}' ends the argument; '} key {' opens the next branch.
      if (between[0].endsWith('}')) return;
    }
  }

  text(false);
  if (i < message.length) throw new Error(`Unbalanced ICU message: ${message}`);
  return parts;
}
