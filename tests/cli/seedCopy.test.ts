// The fixture seed made cheap for scenario replay (fixtures/db/seedCopy.ts): every state is still
// independent and complete, however it is read, written, saved or cloned.
import { describe, expect, it } from 'vitest';
import { buildSeedState } from '../../fixtures/db/seed';
import { createSeedState, validateState } from '../../fixtures/db/state';

const NOW = Date.parse('2026-11-02T09:00:00Z');

describe('seed states copied on access', () => {
  it('equal the freshly built seed, through JSON and structuredClone', () => {
    const built = JSON.stringify(buildSeedState(NOW));
    expect(JSON.stringify(createSeedState(NOW))).toBe(built);
    expect(JSON.stringify(structuredClone(createSeedState(NOW)))).toBe(built);
    expect(() => validateState(JSON.parse(JSON.stringify(createSeedState(NOW))))).not.toThrow();
  });

  it('never share data: a write to one state is invisible to the next', () => {
    const first = createSeedState(NOW);
    first.jobRequests[0].name = 'changed';
    first.jobRequests.push({ ...first.jobRequests[0], id: 'extra' });
    first.counters.jobRequest += 100;
    first.uploads = [{ key: 'k', bucket: 'b', fileName: 'f', size: 1, uploadedAt: NOW }];
    const second = createSeedState(NOW);
    expect(second.jobRequests[0].name).not.toBe('changed');
    expect(second.jobRequests.some((r) => r.id === 'extra')).toBe(false);
    expect(second.counters.jobRequest).toBe(first.counters.jobRequest - 100);
    expect(second.uploads).toEqual([]);
    expect(first.uploads).toHaveLength(1);
  });

  it('follow the clock time they are built for', () => {
    const later = NOW + 86_400_000;
    expect(createSeedState(later).seededAt).toBe(later);
    expect(JSON.stringify(createSeedState(later))).toBe(JSON.stringify(buildSeedState(later)));
  });
});
