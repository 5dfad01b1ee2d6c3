import { describe, expect, it } from 'vitest';
import { getBranch } from '../../../../src/platform/api/branches';
import { ApiError } from '../../../../src/platform/http/errors';
import { userFacingMessage } from '../../../../src/platform/http/userMessage';
import { answerEverything, newClient, runApiCases } from './apiCases';

describe('branches api', () => {
  const server = runApiCases([
    {
      name: 'getBranch encodes the id',
      call: (c) => getBranch(c, 'uk/london'),
      method: 'GET',
      path: '/branches/uk%2Flondon',
      response: { websiteUrl: 'https://uk.test', supportEmail: 'help@uk.test', phoneNumber: '+44 1' },
    },
  ]);

  it("a 404 reads 'Branch not found'", async () => {
    answerEverything(server, 404, { message: 'No such branch' });
    const error = await getBranch(newClient(), 'nowhere').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(userFacingMessage(error)).toBe('Branch not found');
  });

  it('other failures keep the body message', async () => {
    answerEverything(server, 500, { message: 'Database down' });
    expect(userFacingMessage(await getBranch(newClient(), 'uk').catch((e: unknown) => e))).toBe(
      'Database down',
    );
  });
});
