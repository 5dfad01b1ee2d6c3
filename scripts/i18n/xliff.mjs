// Catalogues to and from XLIFF 2.0, the file CAT tools (Trados, memoQ, Phrase) read: a <file> per scope, a
// <unit> per message with the translator's comment as its note. ICU syntax is never text to translate: each
// piece of it (icuParts) is a <ph/> whose `equiv` shows it; on import the pieces are taken from the English
// source by their id, so a tool that dropped or mangled one is caught, never written.
import js2xliff from 'xliff/js2xliff';
import xliff2js from 'xliff/xliff2js';
import { messageOf } from '../../lib/catalogue-compile.mjs';
import { argumentsOf, SOURCE } from './catalogues.mjs';
import { icuParts } from './icuParts.mjs';

/**
 * The parts to send: text that is only spaces joins the code beside it (an XML reader drops a text node of
 * blanks between two placeholders).
 */
function sentParts(message) {
  const parts = [];
  for (const part of icuParts(message)) {
    const code = part.code ?? (/^\s+$/.test(part.text) ? part.text : undefined);
    const last = parts[parts.length - 1];
    if (code !== undefined && last?.code !== undefined) last.code += code;
    else parts.push(code !== undefined ? { code } : part);
  }
  return parts;
}

/** The message as XLIFF inline content; `codes` collects each placeholder's ICU by its id. */
function inline(message, codes) {
  let n = 0;
  return sentParts(message).map((part) => {
    if (part.text !== undefined) return part.text;
    const id = String(++n);
    codes?.set(id, part.code);
    return { Standalone: { id, equiv: part.code, disp: part.code } };
  });
}

export async function toXliff(scopes, locale) {
  const resources = {};
  for (const scope of scopes) {
    const translated = scope.translations.get(locale) ?? {};
    resources[scope.name] = Object.fromEntries(
      Object.entries(scope.english).map(([id, { message, comment }]) => {
        const target = messageOf(translated[id]);
        const unit = { source: inline(message), note: comment };
        if (target !== undefined) unit.target = inline(target);
        return [id, unit];
      }),
    );
  }
  // No indentation: it would put line breaks and spaces into the text around the placeholders.
  return js2xliff({ resources, sourceLanguage: SOURCE, targetLanguage: locale }, { indent: 0 });
}

function fromInline(content, codes, where) {
  const items = Array.isArray(content) ? content : [content ?? ''];
  return items
    .map((item) => {
      if (typeof item === 'string') return item;
      const element = item.Standalone;
      if (!element || !codes.has(element.id))
        throw new Error(`${where}: a placeholder the source does not have`);
      return codes.get(element.id);
    })
    .join('');
}

/**
 * The translations in an XLIFF 2.0 file, by scope name: `{ locale, scopes: Map<name, {id: message}> }`. Units with
 * no target are left out (not translated yet); a unit or scope English does not have is an error.
 */
export async function fromXliff(xml, scopes) {
  const parsed = await xliff2js(xml);
  const byName = new Map(scopes.map((scope) => [scope.name, scope]));
  const result = new Map();
  for (const [name, units] of Object.entries(parsed.resources ?? {})) {
    const scope = byName.get(name);
    if (!scope) throw new Error(`The file has a scope the portal does not: ${name}`);
    const messages = {};
    for (const [id, unit] of Object.entries(units)) {
      if (!scope.english[id]) throw new Error(`${name}: ${id} is not a message in English`);
      if (unit.target === undefined) continue;
      const codes = new Map();
      inline(scope.english[id].message, codes);
      const target = fromInline(unit.target, codes, `${name}: ${id}`);
      const kept = new Set(argumentsOf(target));
      const lost = argumentsOf(scope.english[id].message).filter((argument) => !kept.has(argument));
      if (lost.length)
        throw new Error(`${name}: ${id} lost ${lost.map((argument) => `{${argument}}`).join(', ')}`);
      messages[id] = target;
    }
    result.set(name, messages);
  }
  return { locale: parsed.targetLanguage, scopes: result };
}
