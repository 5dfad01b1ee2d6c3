import { describe, expect, it } from 'vitest';
import {
  configFromEnv,
  DEFAULT_CONFIG,
  parseRuntimeConfig,
  usesFixtures,
} from '../../../../src/platform/config/runtimeConfig';

describe('runtime config', () => {
  it('with nothing configured, runs on the fixtures with default URLs', () => {
    const config = parseRuntimeConfig(undefined);
    expect(config).toEqual(DEFAULT_CONFIG);
    expect(usesFixtures(config)).toBe(true);
  });

  it('reads the API, Cognito pool and external URLs', () => {
    const config = parseRuntimeConfig({
      apiBaseUrl: ' https://api.example.com/api/v1 ',
      cognito: {
        region: 'eu-west-1',
        userPoolId: 'eu-west-1_x',
        clientId: 'abc',
        hostedUiDomain: 'auth.example.com',
      },
      productName: 'acme',
      externalUrls: { billingPortal: 'https://pay.example.com' },
    });
    expect(config.apiBaseUrl).toBe('https://api.example.com/api/v1');
    expect(usesFixtures(config)).toBe(false);
    expect(config.cognito).toEqual({
      region: 'eu-west-1',
      userPoolId: 'eu-west-1_x',
      clientId: 'abc',
      endpoint: undefined,
      hostedUiDomain: 'auth.example.com',
    });
    expect(config.productName).toBe('acme');
    expect(config.externalUrls.billingPortal).toBe('https://pay.example.com');
    expect(config.externalUrls.interpretingPage).toBe(DEFAULT_CONFIG.externalUrls.interpretingPage);
  });

  it('ignores an incomplete Cognito block and malformed fields', () => {
    const config = parseRuntimeConfig({ cognito: { region: 'x' }, productName: 42, externalUrls: 'nope' });
    expect(config.cognito).toBeUndefined();
    expect(config.productName).toBe('llts');
    expect(config.externalUrls).toEqual(DEFAULT_CONFIG.externalUrls);
  });

  it('is built from environment variables by the dev server and CLI', () => {
    const config = configFromEnv({
      LLTS_API_BASE_URL: 'http://127.0.0.1:4010/api/v1',
      LLTS_COGNITO_REGION: 'us-east-1',
      LLTS_COGNITO_USER_POOL_ID: 'us-east-1_p',
      LLTS_COGNITO_CLIENT_ID: 'c',
      LLTS_COGNITO_ENDPOINT: 'http://127.0.0.1:4010/cognito/',
    });
    expect(config.apiBaseUrl).toBe('http://127.0.0.1:4010/api/v1');
    expect(config.cognito?.endpoint).toBe('http://127.0.0.1:4010/cognito/');
  });
});
