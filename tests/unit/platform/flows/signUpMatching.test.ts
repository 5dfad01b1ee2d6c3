import { describe, expect, it } from 'vitest';
import { matchSignUpClient } from '../../../../src/platform/flows/signUpMatching';
import type { ClientConfig } from '../../../../src/platform/domain/entities/clientConfig';

const config = (clientId: string, status = 'ACTIVE', signUpToken: string | null = `${clientId}-token`) =>
  ({ clientId, companyName: clientId, status, signUpToken }) as ClientConfig;

describe('matching a sign-up to a company (part 1 §4)', () => {
  it('a link without a client id never fails on a token', () => {
    expect(matchSignUpClient([config('a', 'ACTIVE', null)], {})).toMatchObject({
      kind: 'client',
      client: { clientId: 'a' },
    });
  });
  it('a client whose signUpToken is missing refuses any link token', () => {
    expect(matchSignUpClient([config('a', 'ACTIVE', null)], { clientId: 'a', token: 'x' })).toEqual({
      kind: 'invalidToken',
    });
  });
  it('several, all inactive, and no client id: nothing to choose is company not found', () => {
    expect(matchSignUpClient([config('a', 'INACTIVE'), config('b', 'SUSPENDED')], {})).toEqual({
      kind: 'companyNotFound',
    });
  });
  it('several and a client id with its token: that one, even if another is listed first', () => {
    expect(matchSignUpClient([config('a'), config('b')], { clientId: 'b', token: 'b-token' })).toMatchObject({
      kind: 'client',
      client: { clientId: 'b' },
    });
  });
});
