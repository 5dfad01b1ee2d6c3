// The shell's binding of the tools' link contract: each link under the URL's branch segment (none, the UK
// variant, a branch id), the return path after sign-in and the request to reuse encoded whole. (The sign-in
// page checks the return path where it follows it: tests/components/shell/signIn.test.tsx.)
import { describe, expect, it } from 'vitest';
import { bindPortalLinks } from '../../../src/shell/routing/portalLinks';

describe('portal links', () => {
  const us = bindPortalLinks(undefined, 'llts');
  const uk = bindPortalLinks('uk', 'llts');

  it('keeps every link under the branch segment', () => {
    expect([us.home(), us.signIn(), us.createRequest(), us.changePassword()]).toEqual([
      '/',
      '/signIn',
      '/createProject',
      '/changePassword',
    ]);
    expect([uk.home(), uk.signIn(), uk.createRequest(), uk.changePassword()]).toEqual([
      '/uk',
      '/uk/signIn',
      '/uk/createProject',
      '/uk/changePassword',
    ]);
    expect(bindPortalLinks('b east', 'llts').home()).toBe('/b%20east');
  });

  it('encodes the return path and the request to reuse as one query value each', () => {
    expect(uk.signIn('/uk/reports?sort=name&dir=asc#top')).toBe(
      '/uk/signIn?returnTo=%2Fuk%2Freports%3Fsort%3Dname%26dir%3Dasc%23top',
    );
    expect(us.signIn(uk.createRequest())).toBe('/signIn?returnTo=%2Fuk%2FcreateProject');
    expect(uk.createRequest({ reuse: 'jr 1/2&x' })).toBe('/uk/createProject?reuse=jr%201%2F2%26x');
  });
});
