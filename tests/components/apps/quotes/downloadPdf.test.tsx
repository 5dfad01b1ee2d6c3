// "Download PDF" on the quote page: the platform renderer loads on the press and the page saves
// its bytes under the quote's reference id, with the branch's contacts in the issuer block.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFixtureServer } from '../../../support/fixtureServer';
import { openQuote, READY } from './support';

useFixtureServer();

interface Saved {
  name: string;
  blob: Blob;
}

describe('Download PDF', () => {
  const saved: Saved[] = [];
  const blobs = new Map<string, Blob>();
  beforeEach(() => {
    saved.length = 0;
    // jsdom has no object URLs and does not navigate on a link's click: both are recorded instead.
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          const url = `blob:test/${blobs.size}`;
          blobs.set(url, blob);
          return url;
        },
        revokeObjectURL: () => undefined,
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('saves the rendered quote as quote-<reference id>.pdf', { timeout: 30_000 }, async () => {
    const { user } = await openQuote(READY);
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 15_000 });
    expect(saved[0]!.name).toBe('quote-AQ-2024100.pdf');
    expect(saved[0]!.blob.type).toBe('application/pdf');
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });
});
