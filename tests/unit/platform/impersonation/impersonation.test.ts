import { describe, expect, it } from 'vitest';
import {
  createImpersonation,
  IMPERSONATION_STORAGE_KEY,
} from '../../../../src/platform/impersonation/impersonation';
import { createMemoryStorage } from '../../../../src/platform/storage/storage';

describe('impersonation override', () => {
  it('is kept in the given (session) storage and ended on request', () => {
    const storage = createMemoryStorage();
    const impersonation = createImpersonation(storage);
    impersonation.start('  client ');
    expect(storage.getItem(IMPERSONATION_STORAGE_KEY)).toBe('client');
    expect(impersonation.stored()).toBe('client');
    impersonation.end();
    expect(impersonation.stored()).toBeUndefined();
  });

  it('is only acted on for admins and super users', () => {
    const impersonation = createImpersonation(createMemoryStorage());
    impersonation.start('client');
    expect(impersonation.actingAs(['ADMIN'])).toBe('client');
    expect(impersonation.actingAs(['SUPER_USER', 'QA'])).toBe('client');
    expect(impersonation.actingAs(['CLIENT'])).toBeUndefined();
    expect(impersonation.actingAs(['POWER_USER'])).toBeUndefined();
    expect(impersonation.actingAs(undefined)).toBeUndefined();
  });

  it('needs a username', () => {
    expect(() => createImpersonation(createMemoryStorage()).start('   ')).toThrow('Required');
  });
});

describe('impersonation on the wire', () => {
  it('sends the override header for an admin, never for a client', async () => {
    const { http, HttpResponse } = await import('msw');
    const { setupServer } = await import('msw/node');
    const { createHttpClient, USERNAME_OVERRIDE_HEADER } =
      await import('../../../../src/platform/http/client');
    const seen: (string | null)[] = [];
    const server = setupServer(
      http.get('http://api.test/api/v1/userAccount', ({ request }) => {
        seen.push(request.headers.get(USERNAME_OVERRIDE_HEADER));
        return HttpResponse.json({});
      }),
    );
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const impersonation = createImpersonation(createMemoryStorage());
      impersonation.start('client');
      for (const roles of [['ADMIN'], ['CLIENT']] as const) {
        const client = createHttpClient({
          baseUrl: 'http://api.test/api/v1',
          getActingAs: () => impersonation.actingAs([...roles]),
        });
        await client.get('/userAccount');
      }
      expect(seen).toEqual(['client', null]);
    } finally {
      server.close();
    }
  });
});
