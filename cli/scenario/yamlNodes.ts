// Scenario YAML as plain values that keep each node's line, for the schema's `file:line: message`.
// js-yaml parses the text into events (with source offsets) and builds the values from them; the located
// tree walks both together. js-yaml rather than the `yaml` package: in a 40-file run it parses and loads
// several times faster (`yaml`'s code stays cold in a short-lived process), and loading was a large share
// of `llts scenario run`.
import {
  CORE_SCHEMA,
  EVENT_ALIAS,
  EVENT_MAPPING,
  EVENT_SCALAR,
  EVENT_SEQUENCE,
  SCALAR_STYLE_FOLDED_BLOCK,
  SCALAR_STYLE_LITERAL_BLOCK,
  YAMLException,
  constructFromEvents,
  parseEvents,
  realMapTag,
  type Event,
} from 'js-yaml';
import { aliasProblem } from './yamlAliases';

interface Located {
  /** 1-based line where the node's text starts (an empty value: its key's line). */
  line: number;
  /** The node as plain data (a collection: the whole object or array). */
  value: unknown;
}
export interface YamlScalar extends Located {
  kind: 'scalar';
}
export interface YamlPair {
  key: YamlNode;
  value: YamlNode;
}
export interface YamlMap extends Located {
  kind: 'map';
  pairs: YamlPair[];
}
export interface YamlSeq extends Located {
  kind: 'seq';
  items: YamlNode[];
}
export type YamlNode = YamlScalar | YamlMap | YamlSeq;

export type YamlParse = { root: YamlNode | undefined } | { error: { line: number; message: string } };

export const isMap = (node: unknown): node is YamlMap => (node as YamlNode | undefined)?.kind === 'map';
export const isSeq = (node: unknown): node is YamlSeq => (node as YamlNode | undefined)?.kind === 'seq';
export const isScalar = (node: unknown): node is YamlScalar =>
  (node as YamlNode | undefined)?.kind === 'scalar';

// Mappings built as Maps: their entries come in the text's order with their keys' own types, so they pair
// with the events one to one (a plain object moves integer-like keys first and makes every key a string).
const SCHEMA = CORE_SCHEMA.withTags(realMapTag);

export function parseYaml(source: string): YamlParse {
  let events: Event[];
  let documents: unknown[];
  try {
    events = parseEvents(source, {});
    const aliases = aliasProblem(source, events);
    if (aliases)
      return {
        error: { line: source.slice(0, aliases.offset).split('\n').length, message: aliases.message },
      };
    documents = constructFromEvents(events, { source, schema: SCHEMA });
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    return { error: { line: (error.mark?.line ?? 0) + 1, message: error.reason } };
  }
  if (documents.length > 1)
    return { error: { line: 1, message: 'a scenario file holds one document (no ---)' } };
  if (documents.length === 0) return { root: undefined };
  // events[0] opens the document.
  return { root: new Locator(source, events, 1).node(documents[0]) };
}

class Locator {
  private readonly lineStarts: number[] = [0];
  /** The offset of the last node seen: where an empty value (no text of its own) is. */
  private last = 0;

  constructor(
    source: string,
    private readonly events: Event[],
    private at: number,
  ) {
    for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) this.lineStarts.push(i + 1);
  }

  node(value: unknown): YamlNode {
    const event = this.events[this.at++];
    if (event.type === EVENT_SCALAR) {
      // A block scalar's text starts on the line after its `|` or `>`, which is where it is written.
      const block = event.style === SCALAR_STYLE_LITERAL_BLOCK || event.style === SCALAR_STYLE_FOLDED_BLOCK;
      if (event.valueStart >= 0) this.last = block ? event.valueStart - 1 : event.valueStart;
      return { kind: 'scalar', line: this.lineOf(this.last), value };
    }
    if (event.type === EVENT_ALIAS) {
      this.last = event.anchorStart;
      return located(plain(value), this.lineOf(this.last));
    }
    if (event.type !== EVENT_MAPPING && event.type !== EVENT_SEQUENCE)
      throw new Error(`unexpected YAML event ${event.type}`);
    this.last = event.start;
    const line = this.lineOf(this.last);
    if (event.type === EVENT_SEQUENCE) {
      const items = (value as unknown[]).map((item) => this.node(item));
      this.at++; // its end
      return { kind: 'seq', line, value: items.map((item) => item.value), items };
    }
    const pairs: YamlPair[] = [];
    for (const [key, item] of value as Map<unknown, unknown>)
      pairs.push({ key: this.node(key), value: this.node(item) });
    this.at++; // its end
    return {
      kind: 'map',
      line,
      value: objectOf(pairs.map((pair) => [pair.key.value, pair.value.value])),
      pairs,
    };
  }

  private lineOf(offset: number): number {
    const starts = this.lineStarts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  }
}

/** Keys as the JSON a scenario's values become: strings. Object.fromEntries defines `__proto__` as a key. */
const objectOf = (entries: [unknown, unknown][]): Record<string, unknown> =>
  Object.fromEntries(entries.map(([key, item]) => [String(key), item]));

/** An alias's value (already built, maybe shared) as plain data. */
function plain(value: unknown): unknown {
  if (value instanceof Map) return objectOf([...value].map(([key, item]) => [key, plain(item)]));
  return Array.isArray(value) ? value.map(plain) : value;
}

/** A node with no events of its own to follow (an alias): all of it on one line. */
function located(value: unknown, line: number): YamlNode {
  if (Array.isArray(value))
    return { kind: 'seq', line, value, items: value.map((item) => located(item, line)) };
  if (value !== null && typeof value === 'object') {
    const pairs = Object.entries(value).map(([key, item]) => ({
      key: located(key, line),
      value: located(item, line),
    }));
    return { kind: 'map', line, value, pairs };
  }
  return { kind: 'scalar', line, value };
}
