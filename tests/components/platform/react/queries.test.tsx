// The shared queries against the real fixture handlers (msw/node): each hook fetches what its name says,
// keys are stable whatever order filters come in, and every cache entry belongs to one identity.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig, unstable_serialize, type Cache } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFixtureBackend } from '../../../../fixtures/node';
import { createHttpClient } from '../../../../src/platform/http/client';
import { httpClientAtom, platformStore } from '../../../../src/platform/react/platformStore';
import {
  availableLanguagesKey,
  useAvailableLanguages,
  useClientConfig,
  useCustomFieldDefinitions,
} from '../../../../src/platform/react/queries/clientConfig';
import { useAddressOptions } from '../../../../src/platform/react/queries/geography';
import {
  jobRequestPageKey,
  jobRequestPagesPrefix,
  useJobRequest,
  useJobRequestPage,
} from '../../../../src/platform/react/queries/jobRequests';
import { useLanguageGroups } from '../../../../src/platform/react/queries/languageGroups';
import {
  lltsLanguagesKey,
  useLanguages,
  useLltsLanguages,
} from '../../../../src/platform/react/queries/languages';
import { useMtSettings } from '../../../../src/platform/react/queries/machineTranslation';
import {
  prefetchEnabledApplications,
  useEnabledApplications,
  useUserAccount,
} from '../../../../src/platform/react/queries/userAccount';
import { identityKey, sessionUserAtom, storedOverrideAtom } from '../../../../src/platform/react/session';
import { useApiMutate } from '../../../../src/platform/react/useApiMutate';
import { scopedKey } from '../../../../src/platform/react/useApiQuery';
import { tokensFor } from '../../../fixtures/support/runtimeBackend';

const ORIGIN = 'http://127.0.0.1:4010';
const backend = createFixtureBackend({ origin: ORIGIN });
beforeAll(() => void backend.start());
afterEach(() => backend.reset());
afterAll(() => backend.stop());

let cache: Cache;
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => (cache = new Map()), dedupingInterval: 0 }}>{children}</SWRConfig>
);

async function signIn(username: string) {
  const { IdToken } = await tokensFor(username, undefined, ORIGIN);
  platformStore.set(
    httpClientAtom,
    createHttpClient({ baseUrl: `${ORIGIN}/api/v1`, getIdToken: () => IdToken }),
  );
  platformStore.set(sessionUserAtom, {
    username,
    roles: ['CLIENT'],
    externalGroups: [],
    isFederatedSsoAccount: false,
  });
}

beforeEach(async () => {
  platformStore.set(storedOverrideAtom, undefined);
  await signIn('client');
});
afterEach(() => platformStore.set(sessionUserAtom, undefined));

describe('shared queries on the fixtures', () => {
  it('read the account and its enabled applications', async () => {
    const { result } = renderHook(() => ({ account: useUserAccount(), apps: useEnabledApplications() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.apps.data).toBeDefined());
    await waitFor(() => expect(result.current.account.data?.clientConfig?.clientId).toBe('acme'));
    expect(result.current.apps.data?.applicationIds).toContain('machineTranslation');
  });

  it('use the enabled applications asked for before the first render, without asking again', async () => {
    const calls = () =>
      backend.journal().filter((entry) => entry.path.endsWith('/userAccount/enabledApplications'));
    prefetchEnabledApplications();
    await waitFor(() => expect(calls()).toHaveLength(1));
    const { result } = renderHook(() => useEnabledApplications(), { wrapper });
    await waitFor(() => expect(result.current.data?.applicationIds).toContain('machineTranslation'));
    expect(calls()).toHaveLength(1);
  });

  it('key an early request by the impersonation under way, as the query does', async () => {
    const calls = () =>
      backend.journal().filter((entry) => entry.path.endsWith('/userAccount/enabledApplications'));
    platformStore.set(sessionUserAtom, { ...platformStore.get(sessionUserAtom)!, roles: ['ADMIN'] });
    platformStore.set(storedOverrideAtom, 'client');
    prefetchEnabledApplications();
    await waitFor(() => expect(calls()).toHaveLength(1));
    const { result } = renderHook(() => useEnabledApplications(), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(calls()).toHaveLength(1);
  });

  it('ask for nothing while signed out', async () => {
    platformStore.set(sessionUserAtom, undefined);
    const { result } = renderHook(() => useUserAccount(), { wrapper });
    await act(() => Promise.resolve());
    expect(result.current.isLoading).toBe(false);
    expect(backend.journal().filter((entry) => entry.path.endsWith('/userAccount'))).toHaveLength(0);
  });

  it('give countries sorted by name with every province', async () => {
    const { result } = renderHook(() => useAddressOptions(), { wrapper });
    await waitFor(() => expect(result.current.countries && result.current.provinces).toBeTruthy());
    const names = result.current.countries!.map((country) => country.name);
    expect(names.length).toBeGreaterThan(3);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(
      result.current.provinces!.some(
        (province) => province.countryId === result.current.countries![0]!.id || province.countryId > 0,
      ),
    ).toBe(true);
  });

  it('filter the provider languages by engine flag', async () => {
    const { result } = renderHook(
      () => ({ all: useLanguages(), azure: useLltsLanguages({ azureIdExists: true }) }),
      {
        wrapper,
      },
    );
    await waitFor(() =>
      expect([
        result.current.all.error?.message,
        result.current.azure.error?.message,
        !!result.current.all.data,
        !!result.current.azure.data,
      ]).toEqual([undefined, undefined, true, true]),
    );
    expect(result.current.azure.data!.length).toBeGreaterThan(0);
    expect(result.current.azure.data!.every((language) => !!language.azureId)).toBe(true);
    expect(result.current.azure.data!.length).toBeLessThanOrEqual(result.current.all.data!.length);
  });

  it("read a client's config, custom fields by category and available languages", async () => {
    const { result } = renderHook(
      () => ({
        config: useClientConfig('acme'),
        project: useCustomFieldDefinitions('acme', 'PROJECT'),
        user: useCustomFieldDefinitions('acme', 'USER'),
        languages: useAvailableLanguages('acme'),
        none: useClientConfig(undefined),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.languages.data && result.current.user.data).toBeTruthy());
    await waitFor(() => expect(result.current.config.data && result.current.project.data).toBeTruthy());
    expect(result.current.config.data!.clientId).toBe('acme');
    // A definition without a category is a PROJECT field.
    expect(result.current.project.data!.length).toBeGreaterThan(0);
    expect(result.current.project.data!.every((field) => (field.category ?? 'PROJECT') === 'PROJECT')).toBe(
      true,
    );
    expect(result.current.user.data!.every((field) => field.category === 'USER')).toBe(true);
    expect(result.current.languages.data!.length).toBeGreaterThan(0);
    expect(result.current.none.data).toBeUndefined();
    expect(backend.journal().filter((entry) => entry.path.includes('/clientConfigs/')).length).toBe(4);
  });

  it('read language groups and MT settings', async () => {
    const { result } = renderHook(() => ({ groups: useLanguageGroups(), mt: useMtSettings() }), { wrapper });
    await waitFor(() =>
      expect([
        result.current.groups.error?.message,
        result.current.mt.error?.message,
        !!result.current.groups.data,
        !!result.current.mt.data,
      ]).toEqual([undefined, undefined, true, true]),
    );
    expect(Array.isArray(result.current.groups.data)).toBe(true);
  });

  it('page through job requests with the cursor and read one request', async () => {
    const first = { origination: 'MT' as const, pageSize: 5 };
    const { result, rerender } = renderHook(({ query }) => useJobRequestPage(query), {
      wrapper,
      initialProps: { query: first as Parameters<typeof useJobRequestPage>[0] },
    });
    await waitFor(() => expect(result.current.data).toBeDefined());
    const page1 = result.current.data!;
    expect(page1.items).toHaveLength(5);
    expect(page1.items.every((item) => item.origination === 'MT')).toBe(true);
    expect(page1.nextPageToken).toBeTruthy();
    rerender({ query: { ...first, pageToken: page1.nextPageToken! } });
    await waitFor(() => expect(result.current.data?.items[0]?.id).not.toBe(page1.items[0]!.id));
    const seen = new Set(page1.items.map((item) => item.id));
    expect(result.current.data!.items.some((item) => seen.has(item.id))).toBe(false);

    const one = renderHook(() => useJobRequest('jr-mt-done'), { wrapper });
    await waitFor(() => expect(one.result.current.data?.id).toBe('jr-mt-done'));
  });
});

describe('query keys', () => {
  it('are the same whatever order filters and flags come in', () => {
    expect(jobRequestPageKey({ status: ['FAILED', 'COMPLETED'], origination: ['MT', 'WEBFORM'] })).toEqual(
      jobRequestPageKey({ origination: ['WEBFORM', 'MT'], status: ['COMPLETED', 'FAILED'] }),
    );
    expect(jobRequestPageKey({ origination: 'MT' })).toEqual(jobRequestPageKey({ origination: ['MT'] }));
    expect(jobRequestPageKey({ pageToken: 'b' })).not.toEqual(jobRequestPageKey({ pageToken: 'a' }));
    expect(lltsLanguagesKey({ azureIdExists: true, xtrfIdExists: undefined })).toEqual(
      lltsLanguagesKey({ azureIdExists: true }),
    );
    expect(lltsLanguagesKey({ azureIdExists: true })).not.toEqual(
      lltsLanguagesKey({ intentoIdExists: true }),
    );
  });

  it("are scoped to the identity: another identity neither reads nor changes this one's entries", async () => {
    const entry = (username: string) =>
      cache.get(
        unstable_serialize(scopedKey(identityKey(username, undefined), availableLanguagesKey('acme'))),
      );
    const { result } = renderHook(
      () => ({ languages: useAvailableLanguages('acme'), mutate: useApiMutate() }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.languages.data).toBeDefined());
    const clientLanguages = result.current.languages.data;
    expect(entry('client')?.data).toEqual(clientLanguages);

    await act(() => signIn('employee'));
    await waitFor(() => expect(entry('employee')?.data).toBeDefined());
    await act(() => result.current.mutate(availableLanguagesKey('acme'), ['deu'], { revalidate: false }));
    await act(() => result.current.mutate.prefix(['clientConfigs'], ['fra'], { revalidate: false }));
    expect(result.current.languages.data).toEqual(['fra']);
    expect(entry('client')?.data).toEqual(clientLanguages);
  });

  it('refresh every page of every list with one prefix', async () => {
    const { result } = renderHook(
      () => ({
        mt: useJobRequestPage({ origination: 'MT', pageSize: 2 }),
        media: useJobRequestPage({ origination: 'MEDIAAI', pageSize: 2 }),
        mutate: useApiMutate(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.mt.data && result.current.media.data).toBeTruthy());
    const listCalls = () => backend.journal().filter((entry) => entry.path.endsWith('/jobRequests')).length;
    const before = listCalls();
    await act(() => result.current.mutate.prefix(jobRequestPagesPrefix()));
    await waitFor(() => expect(listCalls()).toBe(before + 2));
  });
});
