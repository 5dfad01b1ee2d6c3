// The policy itself is the second line of defence: markup that got past the sanitiser runs nothing. A raw
// string is served with the portal's own headers (as a server that forgot to sanitise would), and Chromium
// must block its inline <script> and its onerror= attribute, and refuse a plain string at an HTML sink.
import { expect, test } from '../support/test';

const RAW = `<!doctype html><html><body><p>Instructions</p><script>window.__ran = 'script';</script><img src="/assets/none.png" onerror="window.__ran = 'onerror'"></body></html>`;

test('an injected inline script and onerror attribute are blocked by the policy, an HTML sink takes no plain string', async ({
  page,
  cspViolations,
}) => {
  const served = await page.request.get('/');
  const headers = served.headers();
  expect(headers['content-security-policy']).toContain("'strict-dynamic'");
  await page.route('**/__raw-markup', (route) =>
    route.fulfill({
      status: 200,
      headers: {
        'content-security-policy': headers['content-security-policy'],
        'content-type': 'text/html; charset=utf-8',
      },
      body: RAW,
    }),
  );
  await page.goto('/__raw-markup');
  await expect(page.getByText('Instructions')).toBeVisible();
  const events = () => cspViolations.filter((v) => !v.startsWith('console:')).map((v) => v.split(':')[0]);
  await expect.poll(events).toEqual(['enforce script-src-elem', 'enforce script-src-attr']);
  // Trusted Types: the sanitiser's policy is the only way to write HTML.
  const sink = await page.evaluate(() => {
    try {
      document.body.innerHTML = '<img src="/assets/none.png" onerror="window.__ran = 1">';
      return 'written';
    } catch (error) {
      return String(error);
    }
  });
  expect(sink).toMatch(/TrustedHTML/);
  await expect.poll(events).toContain('enforce require-trusted-types-for');
  expect(await page.evaluate(() => (window as { __ran?: unknown }).__ran)).toBeUndefined();
  // Seen and expected: the guard of support/test.ts checks what is left.
  cspViolations.length = 0;
});
