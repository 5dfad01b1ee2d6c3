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
  it('reads an unknown first segment as a branch only before the home or a known route', () => {
    expect(parseLocalePath('/b-east/quotes/x')).toEqual({
      branchId: 'b-east',
      variant: 'US',
      rest: '/quotes/x',
    });
    expect(parseLocalePath('/b-east/QUOTES/x')).toEqual({
      branchId: 'b-east',
      variant: 'US',
      rest: '/QUOTES/x',
    });
    expect(parseLocalePath('/b-east/signIn')).toEqual({ branchId: 'b-east', variant: 'US', rest: '/signIn' });
    expect(parseLocalePath('/b-east/lltsConnect')).toEqual({
      branchId: 'b-east',
      variant: 'US',
      rest: '/lltsConnect',
    });
  });
  it('leaves an unknown path whole, for the not-found page', () => {
    expect(parseLocalePath('/foo/bar')).toEqual({ variant: 'US', rest: '/foo/bar' });
    expect(parseLocalePath('/b-east/nope/x')).toEqual({ variant: 'US', rest: '/b-east/nope/x' });
    expect(parseLocalePath('/b-1/uk/reports')).toEqual({ variant: 'US', rest: '/b-1/uk/reports' });
    expect(parseLocalePath('/b-1/b-2/reports')).toEqual({ variant: 'US', rest: '/b-1/b-2/reports' });
    // An empty segment is not the home.
    expect(parseLocalePath('/b-1//reports')).toEqual({ variant: 'US', rest: '/b-1//reports' });
    expect(parseLocalePath('/reports/uk')).toEqual({ variant: 'US', rest: '/reports/uk' });
  });
  it('keeps uk and en-gb as the UK variant whatever follows', () => {
    expect(parseLocalePath('/uk/nope/x')).toEqual({ branchId: 'uk', variant: 'UK', rest: '/nope/x' });
    expect(parseLocalePath('/en-gb/b-east/quotes')).toEqual({
      branchId: 'en-gb',
      variant: 'UK',
      rest: '/b-east/quotes',
    });
  });
  it('takes route roots only known at run time (the {product}Connect route)', () => {
    expect(parseLocalePath('/acmeConnect', ['acmeConnect'])).toEqual({ variant: 'US', rest: '/acmeConnect' });
    expect(parseLocalePath('/ACMECONNECT/x', ['acmeConnect'])).toEqual({
      variant: 'US',
      rest: '/ACMECONNECT/x',
    });
    expect(parseLocalePath('/b-east/acmeConnect', ['acmeConnect'])).toEqual({
      branchId: 'b-east',
      variant: 'US',
      rest: '/acmeConnect',
    });
    // Without it, the same path is an unknown page.
    expect(parseLocalePath('/b-east/acmeConnect')).toEqual({ variant: 'US', rest: '/b-east/acmeConnect' });
    expect(parseLocalePath('/acmeConnect')).toEqual({ branchId: 'acmeConnect', variant: 'US', rest: '/' });
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
    expect(isKnownRouteRoot('acmeConnect')).toBe(false);
    expect(isKnownRouteRoot('AcmeConnect', ['acmeConnect'])).toBe(true);
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
    expect(withoutBranch('/foo/bar')).toBe('/foo/bar');
    expect(withoutBranch('/b-42/acmeConnect', ['acmeConnect'])).toBe('/acmeConnect');
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
