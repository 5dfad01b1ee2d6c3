// The quote as a PDF: Download PDF on the quote page saves the same document `llts quote pdf`
// writes for the same quote, and the renderer (with pdf-lib) loads only on the press. The CLI runs in this
// process on the page's own demo data (exported from the page's backend), so both render the same record.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';
import { expectAxeClean } from '../support/axe';
import { openOnSeed } from '../support/backend';
import { readPdf } from '../../support/pdf';

// The CLI's code reaches the message catalogues: playwright.config.ts has Node load them compiled.
const loadCli = () => import('../../../cli/index');

const work = mkdtempSync(join(tmpdir(), 'e2e-quote-pdf-'));
test.afterAll(() => rmSync(work, { recursive: true, force: true }));

const pdfText = async (file: string) => (await readPdf(readFileSync(file))).text;
/** The PDF renderer's chunk (esbuild names a dynamic import's chunk after its entry, quotePdf.ts). */
const isRendererChunk = (url: string) => /\/quotePdf-[A-Z0-9]+\.js$/.test(new URL(url).pathname);

/** `llts [--branch b] quote pdf <id> -o <file>` on the page's current demo data; the file's text and the exit code. */
async function cliPdf(page: Page, id: string, name: string, branch?: string) {
  const state = await page.evaluate(() => fetch('/__fixtures/state').then((response) => response.text()));
  const stateFile = join(work, `${name}-state.json`);
  writeFileSync(stateFile, state);
  const file = join(work, `${name}-cli.pdf`);
  let stderr = '';
  const { runCli } = await loadCli();
  const code = await runCli(
    ['--state', stateFile, ...(branch ? ['--branch', branch] : []), 'quote', 'pdf', id, '-o', file],
    {
      stdout: { write: () => true },
      stderr: { write: (chunk: string) => ((stderr += chunk), true) },
      env: { LLTS_CONFIG_DIR: join(work, `${name}-config`), PATH: process.env.PATH },
      cwd: work,
    },
  );
  expect(stderr).toBe('');
  return { code, text: code === 0 ? await pdfText(file) : '' };
}

async function downloadPdf(page: Page, name: string) {
  const rendererRequests: string[] = [];
  page.on('request', (request) => {
    if (isRendererChunk(request.url())) rendererRequests.push(request.url());
  });
  const button = page.getByRole('button', { name: 'Download PDF' });
  // Enabled once the branch's contacts (if any) are known: the issuer block is the page's.
  await expect(button).toBeEnabled();
  // The page is up and answerable, and the renderer was never asked for.
  expect(rendererRequests).toEqual([]);
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  await expect(button).toBeEnabled();
  expect(rendererRequests).toHaveLength(1);
  const path = join(work, `${name}-page.pdf`);
  await file.saveAs(path);
  return { fileName: file.suggestedFilename(), text: await pdfText(path) };
}

const CASES = [
  {
    id: 'aq-ready',
    path: '/quotes/aq-ready',
    total: /Total project cost\s+\$810\.00/,
    file: 'quote-AQ-2024100.pdf',
    issuer: 'New York, NY 10013',
  },
  {
    id: 'aq-ready-eur',
    path: '/quotes/aq-ready-eur',
    total: /Total project cost\s+955,20\s€/,
    file: 'quote-AQ-2024101.pdf',
    issuer: 'New York, NY 10013',
  },
  {
    id: 'aq-ready-gbp',
    path: '/uk/quotes/aq-ready-gbp',
    branch: 'uk',
    total: /Total project cost\s+£345\.00/,
    file: 'quote-AQ-2024102.pdf',
    issuer: 'London EC2M 7EB',
  },
];

for (const c of CASES) {
  test(`Download PDF on ${c.path} saves the text llts quote pdf writes`, async ({ page }) => {
    await openOnSeed(page, c.path);
    const downloaded = await downloadPdf(page, c.id);
    expect(downloaded.fileName).toBe(c.file);
    expect(downloaded.text).toMatch(c.total);
    expect(downloaded.text).toContain(c.issuer);
    const cli = await cliPdf(page, c.id, c.id, c.branch);
    expect(cli.code).toBe(0);
    expect(downloaded.text).toBe(cli.text);
  });
}

test('a branch with its own contacts prints them in the PDF, as the CLI does under --branch', async ({
  page,
}) => {
  await openOnSeed(page, '/b-west/quotes/aq-ready');
  const downloaded = await downloadPdf(page, 'b-west');
  expect(downloaded.text).toContain('west-support@llts.example');
  expect(downloaded.text).toBe((await cliPdf(page, 'aq-ready', 'b-west', 'b-west')).text);
});

test('Print gives a clean page: no header, footer, buttons or answer panel; the costs as a table', async ({
  page,
}) => {
  await openOnSeed(page, '/quotes/aq-ready');
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await expectAxeClean(page, 'the quote page with Download PDF');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Accept' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Your quote' })).toBeVisible();
  await expect(page.getByTestId('quote-total')).toHaveText('$810.00');
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(page.getByText('Quote issued by')).toBeVisible();
  // The printed sheet keeps a letter's margins (styles.css @page), not the text against the paper's edge.
  const [sheet] = (await readPdf(await page.pdf({ format: 'A4' }))).pages;
  const mm = (points: number) => (points * 25.4) / 72;
  expect(mm(Math.min(...sheet.words.map((word) => word.left)))).toBeGreaterThanOrEqual(15.5);
  expect(mm(Math.min(...sheet.words.map((word) => word.top)))).toBeGreaterThanOrEqual(17.5);
  // Back on screen the disclosures return and the table goes.
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('table')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
});
