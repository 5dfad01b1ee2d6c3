// The scenario runner's small parts: JSONPath subset, templates, subset matching, durations, sharding.
import { describe, expect, it } from 'vitest';
import { durationMs } from '../../cli/scenario/duration';
import { evaluateJsonPath, parseJsonPath } from '../../cli/scenario/jsonPath';
import { mismatches } from '../../cli/scenario/match';
import { bodyProblems } from '../../cli/scenario/outcome';
import { CATALOGUE } from '../../cli/scenario/registry';
import { selectScenarios } from '../../cli/scenario/suite';
import { fill } from '../../cli/scenario/template';

const body = {
  a: { b: [{ c: 1 }, { c: 2 }] },
  items: [{ id: 'x' }, { id: 'y' }],
  'odd key': true,
  name: 'abc',
};

describe('JSONPath subset', () => {
  it.each([
    ['$', body],
    ['$.a.b[0].c', 1],
    ['$.a.b[-1].c', 2],
    ['$.items[*].id', ['x', 'y']],
    ['$.items.length', 2],
    ['$.name.length', 3],
    ["$['odd key']", true],
    ['$.a.b[*].c', [1, 2]],
  ])('%s', (path, expected) => {
    expect(evaluateJsonPath(path, body)).toEqual({ found: true, value: expected });
  });

  it('a path to nothing is not found; a wildcard over nothing is an empty list', () => {
    expect(evaluateJsonPath('$.a.x', body).found).toBe(false);
    expect(evaluateJsonPath('$.items[5]', body).found).toBe(false);
    expect(evaluateJsonPath('$.none[*]', body)).toEqual({ found: true, value: [] });
  });

  it.each(['items', '$.', '$..a', '$[?(@.a)]'])('rejects %s', (path) => {
    expect(() => parseJsonPath(path)).toThrow();
  });
});

describe('templates', () => {
  const vars = new Map<string, unknown>([
    ['id', 'jr-1'],
    ['n', 3],
  ]);
  it('fills strings, keeps whole values typed, walks objects', () => {
    expect(fill({ path: '/jobRequests/{{id}}', count: '{{n}}', list: ['{{ id }}'] }, vars)).toEqual({
      path: '/jobRequests/jr-1',
      count: 3,
      list: ['jr-1'],
    });
  });
  it('an unknown variable is an error naming the defined ones', () => {
    expect(() => fill('{{nope}}', vars)).toThrow('unknown variable {{nope}}; defined: id, n');
  });
});

describe('matching', () => {
  it('objects are subsets, arrays match item by item', () => {
    expect(mismatches({ a: { b: [{ c: 1 }, {}] } }, body)).toEqual([]);
    expect(mismatches({ a: { b: [{ c: 1 }] } }, body)).toEqual(['$.a.b: expected 1 item(s), got 2']);
    expect(mismatches({ name: 'abd' }, body)).toEqual(['$.name: expected "abd", got "abc"']);
  });
  it('JSONPath pairs or a whole-body subset', () => {
    expect(bodyProblems({ '$.items[*].id': ['x', 'y'], '$.items.length': 2 }, body)).toEqual([]);
    expect(bodyProblems({ '$.missing': 1 }, body)).toEqual(['$.missing: missing (expected 1)']);
  });
});

describe('durations and selection', () => {
  it.each([
    ['500ms', 500],
    ['10s', 10_000],
    ['1.5m', 90_000],
    ['2h', 7_200_000],
    [250, 250],
  ])('%s', (text, ms) => {
    expect(durationMs(text)).toBe(ms);
  });
  it('shards split round robin; grep matches names, tags and files', () => {
    const scenarios = ['a', 'b', 'c', 'd', 'e'].map((name, i) => ({
      name,
      tags: i === 4 ? ['slow'] : [],
      file: `/s/${name}.yaml`,
    })) as never[];
    expect(selectScenarios(scenarios, { shard: '1/2' }).map((s: { name: string }) => s.name)).toEqual([
      'a',
      'c',
      'e',
    ]);
    expect(selectScenarios(scenarios, { shard: '2/2' }).map((s: { name: string }) => s.name)).toEqual([
      'b',
      'd',
    ]);
    expect(selectScenarios(scenarios, { grep: 'slow|^b$' }).map((s: { name: string }) => s.name)).toEqual([
      'b',
      'e',
    ]);
    expect(() => selectScenarios(scenarios, { shard: '3/2' })).toThrow('--shard');
  });
  it('the registry has the operations named in the issue', () => {
    for (const name of ['autoQuote.accept', 'jobRequests.list', 'mt.translateText', 'auth.signIn'])
      expect(CATALOGUE.has(name)).toBe(true);
  });
});
