import { isRecord } from '../http/shape';
import { regionOfUserPoolId } from './cognitoConfig';

/**
 * The settings one build reads at run time from `config.json` beside `index.html` (the dev server writes
 * it from environment variables). With no `apiBaseUrl` the portal runs on the embedded fixtures.
 */
export interface RuntimeConfig {
  apiBaseUrl?: string;
  cognito?: {
    region: string;
    userPoolId: string;
    clientId: string;
    /** Overrides the Cognito service URL (the fixtures' emulation, a local stack). */
    endpoint?: string;
    /** Hosted UI domain for federated sign-in (authorization code with PKCE). */
    hostedUiDomain?: string;
  };
  /** Name used in the `{product}Connect` tile and route. */
  productName: string;
  externalUrls: {
    billingPortal: string;
    interpretingPage: string;
    /** GET here returns `{ authUrl }` for the TMS tile; a path is relative to the API root. */
    tmsAuthUrl: string;
    /** Base of the TMS project and quote pages linked from dashboards. */
    tmsBaseUrl: string;
  };
}

export const DEFAULT_CONFIG: RuntimeConfig = {
  productName: 'llts',
  externalUrls: {
    billingPortal: 'https://billing.example.com/',
    interpretingPage: 'https://www.example.com/interpreting',
    tmsAuthUrl: '/tms/authUrl',
    tmsBaseUrl: 'https://tms.example.com',
  },
};

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** Merges a parsed config.json over the defaults; a missing or malformed field keeps its default. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isRecord(raw)) return DEFAULT_CONFIG;
  const cognito = isRecord(raw.cognito) ? raw.cognito : undefined;
  const urls = isRecord(raw.externalUrls) ? raw.externalUrls : {};
  const userPoolId = str(cognito?.userPoolId);
  // Unset, the region is the pool id's own (eu-west-1_abc is in eu-west-1).
  const region = str(cognito?.region) ?? regionOfUserPoolId(userPoolId);
  const clientId = str(cognito?.clientId);
  return {
    apiBaseUrl: str(raw.apiBaseUrl),
    cognito:
      region && userPoolId && clientId
        ? {
            region,
            userPoolId,
            clientId,
            endpoint: str(cognito?.endpoint),
            hostedUiDomain: str(cognito?.hostedUiDomain),
          }
        : undefined,
    productName: str(raw.productName) ?? DEFAULT_CONFIG.productName,
    externalUrls: {
      billingPortal: str(urls.billingPortal) ?? DEFAULT_CONFIG.externalUrls.billingPortal,
      interpretingPage: str(urls.interpretingPage) ?? DEFAULT_CONFIG.externalUrls.interpretingPage,
      tmsAuthUrl: str(urls.tmsAuthUrl) ?? DEFAULT_CONFIG.externalUrls.tmsAuthUrl,
      tmsBaseUrl: str(urls.tmsBaseUrl) ?? DEFAULT_CONFIG.externalUrls.tmsBaseUrl,
    },
  };
}

/** Fixture mode: no provider API configured, so the embedded MSW backend answers. */
export const usesFixtures = (config: RuntimeConfig): boolean => !config.apiBaseUrl;

/** Builds config.json from environment variables (dev server, CLI). */
export function configFromEnv(env: Record<string, string | undefined>): RuntimeConfig {
  return parseRuntimeConfig({
    apiBaseUrl: env.LLTS_API_BASE_URL,
    productName: env.LLTS_PRODUCT_NAME,
    cognito: {
      region: env.LLTS_COGNITO_REGION,
      userPoolId: env.LLTS_COGNITO_USER_POOL_ID,
      clientId: env.LLTS_COGNITO_CLIENT_ID,
      endpoint: env.LLTS_COGNITO_ENDPOINT,
      hostedUiDomain: env.LLTS_COGNITO_HOSTED_UI_DOMAIN,
    },
    externalUrls: {
      billingPortal: env.LLTS_BILLING_PORTAL_URL,
      interpretingPage: env.LLTS_INTERPRETING_URL,
      tmsAuthUrl: env.LLTS_TMS_AUTH_URL,
      tmsBaseUrl: env.LLTS_TMS_BASE_URL,
    },
  });
}
