import { describe, expect, it } from 'vitest';
import {
  KNOWN_ROUTE_ROOTS,
  isKnownRouteRoot,
  isUkSegment,
  parseLocalePath,
  withBranch,
  withoutBranch,
} from '../../../../src/platform/locale/localePath';

describe('parseLocalePath', () => {
  it('treats uk as the UK variant and as the branch id', () => {
    expect(parseLocalePath('/uk/machineTranslation/fileTranslation/123')).toEqual({
      branchId: 'uk',
      variant: 'UK',
      rest: '/machineTranslation/fileTranslation/123',
    });
  });
  it('treats en-gb the same, in any case', () => {
    expect(parseLocalePath('/en-GB/quotes/42')).toEqual({
      branchId: 'en-GB',
      variant: 'UK',
      rest: '/quotes/42',
    });
    expect(parseLocalePath('/UK')).toEqual({ branchId: 'UK', variant: 'UK', rest: '/' });
  });
  it('reads another first segment as a branch id', () => {
    expect(parseLocalePath('/b-42/quotes/aq-ready')).toEqual({
      branchId: 'b-42',
      variant: 'US',
      rest: '/quotes/aq-ready',
    });
    expect(parseLocalePath('/b-42')).toEqual({ branchId: 'b-42', variant: 'US', rest: '/' });
    expect(parseLocalePath('/b-42/')).toEqual({ branchId: 'b-42', variant: 'US', rest: '/' });
  });
  it('leaves known routes alone', () => {
    expect(parseLocalePath('/quotes/x')).toEqual({ variant: 'US', rest: '/quotes/x' });
    expect(parseLocalePath('/')).toEqual({ variant: 'US', rest: '/' });
    expect(parseLocalePath('')).toEqual({ variant: 'US', rest: '/' });
    expect(parseLocalePath('/DASHBOARD')).toEqual({ variant: 'US', rest: '/DASHBOARD' });
    expect(parseLocalePath('/dashboard')).toEqual({ variant: 'US', rest: '/dashboard' });
    expect(parseLocalePath('/coupa/starter/r-1')).toEqual({ variant: 'US', rest: '/coupa/starter/r-1' });
  });
  it('reads every known route root as a route', () => {
    for (const root of KNOWN_ROUTE_ROOTS) expect(parseLocalePath(`/${root}`).branchId).toBeUndefined();
  });
  it('only looks at the first segment', () => {
    expect(parseLocalePath('/b-1/uk/reports')).toEqual({
      branchId: 'b-1',
      variant: 'US',
      rest: '/uk/reports',
    });
    expect(parseLocalePath('/reports/uk')).toEqual({ variant: 'US', rest: '/reports/uk' });
  });
  it('adds a missing leading slash and decodes the branch id', () => {
    expect(parseLocalePath('b%2042/reports')).toEqual({ branchId: 'b 42', variant: 'US', rest: '/reports' });
    expect(parseLocalePath('/bad%E0/reports').branchId).toBe('bad%E0');
  });
});

describe('helpers', () => {
  it('recognises route roots case-insensitively', () => {
    expect(isKnownRouteRoot('machineTranslation')).toBe(true);
    expect(isKnownRouteRoot('MACHINETRANSLATION')).toBe(true);
    expect(isKnownRouteRoot('b-42')).toBe(false);
    expect(KNOWN_ROUTE_ROOTS).toContain('lltsConnect');
    expect(KNOWN_ROUTE_ROOTS).toContain('');
  });
  it('recognises UK segments', () => {
    expect(isUkSegment('uk')).toBe(true);
    expect(isUkSegment('En-Gb')).toBe(true);
    expect(isUkSegment('us')).toBe(false);
  });
});

describe('withoutBranch and withBranch', () => {
  it('removes the branch segment', () => {
    expect(withoutBranch('/b-42/reports/7')).toBe('/reports/7');
    expect(withoutBranch('/uk/reports')).toBe('/reports');
    expect(withoutBranch('/reports')).toBe('/reports');
  });
  it('adds a branch segment', () => {
    expect(withBranch('b-42', '/reports/7')).toBe('/b-42/reports/7');
    expect(withBranch('b-42', 'reports')).toBe('/b-42/reports');
    expect(withBranch('b-42', '/')).toBe('/b-42');
    expect(withBranch('b 42', '/x')).toBe('/b%2042/x');
  });
  it('leaves the path alone without a branch', () => {
    expect(withBranch(undefined, '/reports')).toBe('/reports');
    expect(withBranch('', 'reports')).toBe('/reports');
    expect(withBranch(null, '/')).toBe('/');
  });
  it('round-trips', () => {
    for (const path of ['/b-42/quotes/1', '/uk/machineTranslation', '/b-42', '/reports']) {
      const parsed = parseLocalePath(path);
      expect(withBranch(parsed.branchId, parsed.rest)).toBe(path);
    }
  });
});
