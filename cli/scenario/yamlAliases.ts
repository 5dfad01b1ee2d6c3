// A bound on what a scenario file's aliases expand to. js-yaml's events name an alias once (`*a`) and its
// constructor shares the anchored value, but the located tree and every later copy of a scenario's values
// (templates, JSON, reports) expand it: nine anchors of nine aliases each ("billion laughs") are 9^9
// strings, minutes and gigabytes. js-yaml's own `maxAliases` counts alias nodes, which that file has only
// 81 of, so the budget here is on the nodes the aliases add once expanded.
import {
  EVENT_ALIAS,
  EVENT_DOCUMENT,
  EVENT_MAPPING,
  EVENT_POP,
  EVENT_SCALAR,
  EVENT_SEQUENCE,
  type Event,
} from 'js-yaml';

/** Nodes the aliases of one file may add in all: far beyond a scenario's few shared blocks, far below harm. */
export const ALIAS_NODE_BUDGET = 10_000;

export interface AliasProblem {
  /** The source offset of the alias. */
  offset: number;
  message: string;
}

/** The alias that takes the file past `budget` added nodes, or one inside the node it names (endless). */
export function aliasProblem(
  source: string,
  events: readonly Event[],
  budget = ALIAS_NODE_BUDGET,
): AliasProblem | undefined {
  // Each anchor's expanded size (nodes, itself included), known once its node is closed.
  const sizes = new Map<string, number>();
  // The open document and collections with the size of their content so far.
  const open: { size: number; anchor?: string }[] = [];
  const anchorOf = (event: { anchorStart: number; anchorEnd: number }) =>
    event.anchorStart >= 0 ? source.slice(event.anchorStart, event.anchorEnd) : undefined;
  const add = (size: number) => {
    const parent = open[open.length - 1];
    if (parent) parent.size += size;
  };
  let added = 0;
  for (const event of events) {
    if (event.type === EVENT_DOCUMENT) open.push({ size: 0 });
    else if (event.type === EVENT_SEQUENCE || event.type === EVENT_MAPPING)
      open.push({ size: 1, anchor: anchorOf(event) });
    else if (event.type === EVENT_SCALAR) {
      const anchor = anchorOf(event);
      if (anchor !== undefined) sizes.set(anchor, 1);
      add(1);
    } else if (event.type === EVENT_POP) {
      const closed = open.pop();
      if (closed?.anchor !== undefined) sizes.set(closed.anchor, closed.size);
      if (closed) add(closed.size);
    } else if (event.type === EVENT_ALIAS) {
      const name = source.slice(event.anchorStart, event.anchorEnd);
      if (open.some((node) => node.anchor === name))
        return { offset: event.anchorStart, message: `alias *${name} is inside the node it names` };
      // An unknown anchor counts as one: js-yaml rejects it when building.
      const size = sizes.get(name) ?? 1;
      added += size;
      if (added > budget) return { offset: event.anchorStart, message: 'too many aliases' };
      add(size);
    }
  }
  return undefined;
}
