import { Fragment, type ReactNode } from 'react';
import type { MessageValues } from '../platform/i18n/runtime';

const MARK = '\u0000';

/**
 * A message with elements in its placeholders (a highlighted name, a link inside a sentence): the translator
 * keeps the word order of their language, the element keeps its markup. `t` is a scope's (useMessages);
 * `values` fills the message's other placeholders (a count its plural reads).
 */
export function richMessage<Id extends string>(
  t: (id: Id, values?: MessageValues) => string,
  id: Id,
  elements: Readonly<Record<string, ReactNode>>,
  values: MessageValues = {},
): ReactNode {
  const markers = Object.fromEntries(Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]));
  const parts = t(id, { ...values, ...markers }).split(MARK);
  // Every odd part is a placeholder's name.
  return parts.map((part, index) => <Fragment key={index}>{index % 2 ? elements[part] : part}</Fragment>);
}
