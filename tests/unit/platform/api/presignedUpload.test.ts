import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { presignedKeyFor, uploadToPresignedPost } from '../../../../src/platform/api/presignedUpload';
import type { PresignedPost } from '../../../../src/platform/domain/entities/upload';
import { ApiError, NetworkError } from '../../../../src/platform/http/errors';
import { useMswServer } from '../../../support/msw';

const post: PresignedPost = {
  url: 'https://storage.test/bucket',
  fields: { key: 'uploads/p-1/${filename}', policy: 'cG9s', 'x-amz-signature': 'sig' },
};
const file = { name: 'report final.docx', data: new Blob(['hello world'], { type: 'application/msword' }) };

describe('uploadToPresignedPost', () => {
  const server = useMswServer();

  it('sends the presigned fields first, the key filled in, and the file last', async () => {
    let entries: [string, FormDataEntryValue][] = [];
    let authorization: string | null = 'unset';
    server.use(
      http.post('https://storage.test/bucket', async ({ request }) => {
        authorization = request.headers.get('authorization');
        entries = [...(await request.formData()).entries()];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const progress: [number, number][] = [];

    const result = await uploadToPresignedPost(post, file, (loaded, total) => progress.push([loaded, total]));

    expect(entries.map(([name]) => name)).toEqual(['key', 'policy', 'x-amz-signature', 'file']);
    expect(entries[0][1]).toBe('uploads/p-1/report final.docx');
    expect(entries[1][1]).toBe('cG9s');
    const sent = entries[3][1] as File;
    expect(sent.name).toBe('report final.docx');
    expect(await sent.text()).toBe('hello world');
    expect(progress).toEqual([
      [0, 11],
      [11, 11],
    ]);
    expect(result).toEqual({ key: 'uploads/p-1/report final.docx' });
    expect(authorization).toBeNull();
  });

  it('a key without placeholder is sent unchanged', () => {
    expect(presignedKeyFor({ url: 'u', fields: { key: 'fixed/key' } }, 'a.txt')).toBe('fixed/key');
    expect(presignedKeyFor({ url: 'u', fields: {} }, 'a.txt')).toBeUndefined();
  });

  it('a non-OK answer is an ApiError carrying the raw body', async () => {
    const xml = '<Error><Code>AccessDenied</Code></Error>';
    server.use(http.post('https://storage.test/bucket', () => new HttpResponse(xml, { status: 403 })));
    const progress: number[] = [];

    const error = await uploadToPresignedPost(post, file, (loaded) => progress.push(loaded)).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ url: post.url, status: 403, statusText: 'Forbidden', body: xml });
    expect(progress).toEqual([0]);
  });

  it('a network failure is a NetworkError', async () => {
    server.use(http.post('https://storage.test/bucket', () => HttpResponse.error()));
    await expect(uploadToPresignedPost(post, file)).rejects.toBeInstanceOf(NetworkError);
  });

  it('aborting rejects with an AbortError', async () => {
    server.use(
      http.post('https://storage.test/bucket', async () => {
        await delay('infinite');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const controller = new AbortController();
    const pending = uploadToPresignedPost(post, file, undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
