import { describe, expect, it } from 'vitest';
import { cognitoConfigWarnings, regionOfUserPoolId } from '../../../../src/platform/config/cognitoConfig';
import { configFromEnv, parseRuntimeConfig } from '../../../../src/platform/config/runtimeConfig';

describe('the Cognito region', () => {
  it('is the part of the user-pool id before the underscore', () => {
    expect(regionOfUserPoolId('eu-west-1_abc')).toBe('eu-west-1');
    expect(regionOfUserPoolId(' us-gov-west-1_AbC123 ')).toBe('us-gov-west-1');
    expect(regionOfUserPoolId('abc')).toBeUndefined();
    expect(regionOfUserPoolId('eu-west-1_')).toBeUndefined();
    expect(regionOfUserPoolId('_abc')).toBeUndefined();
    expect(regionOfUserPoolId(undefined)).toBeUndefined();
  });

  it('is derived from the pool id when LLTS_COGNITO_REGION is unset', () => {
    const config = configFromEnv({
      LLTS_COGNITO_USER_POOL_ID: 'eu-west-1_abc',
      LLTS_COGNITO_CLIENT_ID: '123abc',
    });
    expect(config.cognito).toMatchObject({
      region: 'eu-west-1',
      userPoolId: 'eu-west-1_abc',
      clientId: '123abc',
    });
    expect(
      parseRuntimeConfig({ cognito: { userPoolId: 'ap-south-1_x', clientId: 'c' } }).cognito?.region,
    ).toBe('ap-south-1');
  });

  it('a region that is given wins', () => {
    const config = configFromEnv({
      LLTS_COGNITO_REGION: 'eu-central-1',
      LLTS_COGNITO_USER_POOL_ID: 'eu-west-1_abc',
      LLTS_COGNITO_CLIENT_ID: 'c',
    });
    expect(config.cognito?.region).toBe('eu-central-1');
  });
});

describe('warnings for an incomplete Cognito configuration', () => {
  it('none for the fixtures (nothing set) or a complete pool', () => {
    expect(cognitoConfigWarnings({})).toEqual([]);
    expect(
      cognitoConfigWarnings({
        LLTS_API_BASE_URL: 'https://api.example.com/api/v1',
        LLTS_COGNITO_USER_POOL_ID: 'eu-west-1_abc',
        LLTS_COGNITO_CLIENT_ID: '123abc',
      }),
    ).toEqual([]);
  });

  it('names what is missing and says sign-in will not work', () => {
    expect(cognitoConfigWarnings({ LLTS_COGNITO_USER_POOL_ID: 'eu-west-1_abc' })).toEqual([
      'Cognito configuration is incomplete: LLTS_COGNITO_CLIENT_ID is not set, so sign-in is not configured.',
    ]);
    expect(cognitoConfigWarnings({ LLTS_COGNITO_CLIENT_ID: 'c', LLTS_COGNITO_REGION: 'eu-west-1' })).toEqual([
      'Cognito configuration is incomplete: LLTS_COGNITO_USER_POOL_ID is not set, so sign-in is not configured.',
    ]);
    expect(cognitoConfigWarnings({ LLTS_API_BASE_URL: 'https://api.example.com/api/v1' })).toEqual([
      'LLTS_API_BASE_URL is set but no Cognito user pool: sign-in is not configured. Set LLTS_COGNITO_USER_POOL_ID and LLTS_COGNITO_CLIENT_ID.',
    ]);
  });

  it('a pool id without its region, or a region that disagrees with it', () => {
    expect(cognitoConfigWarnings({ LLTS_COGNITO_USER_POOL_ID: 'abc', LLTS_COGNITO_CLIENT_ID: 'c' })).toEqual([
      "LLTS_COGNITO_USER_POOL_ID 'abc' is not of the form <region>_<id> (e.g. eu-west-1_AbC123) and LLTS_COGNITO_REGION is not set: sign-in is not configured.",
    ]);
    expect(
      cognitoConfigWarnings({
        LLTS_COGNITO_USER_POOL_ID: 'eu-west-1_abc',
        LLTS_COGNITO_CLIENT_ID: 'c',
        LLTS_COGNITO_REGION: 'us-east-1',
      }),
    ).toEqual([
      "LLTS_COGNITO_REGION 'us-east-1' differs from the region of the user pool eu-west-1_abc (eu-west-1).",
    ]);
  });
});
