// A PDF read back in-process with Mozilla's pdf.js, so the suite needs nothing outside npm and Chromium (no
// poppler). Text comes out line by line, top to bottom and left to right, as a reader sees the page.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

export interface PdfWord {
  text: string;
  /** Left edge and top edge, in points from the page's top-left corner. */
  left: number;
  top: number;
}

export interface PdfPage {
  width: number;
  height: number;
  lines: string[];
  words: PdfWord[];
}

export interface PdfDocument {
  pages: PdfPage[];
  /** Every page's lines joined by newlines, no-break spaces as spaces. */
  text: string;
}

type TextRun = Pick<TextItem, 'str' | 'transform' | 'height'>;

/** Runs whose baselines are this close (in points) sit on one line. */
const SAME_LINE = 2;

function readLines(runs: TextRun[]): string[] {
  const sorted = runs
    .filter((run) => run.str.trim() !== '')
    .sort((a, b) => b.transform[5] - a.transform[5] || a.transform[4] - b.transform[4]);
  const lines: TextRun[][] = [];
  for (const run of sorted) {
    const line = lines.at(-1);
    if (line && Math.abs(line[0].transform[5] - run.transform[5]) <= SAME_LINE) line.push(run);
    else lines.push([run]);
  }
  return lines.map((line) =>
    line
      .sort((a, b) => a.transform[4] - b.transform[4])
      .map((run) => run.str)
      .join(' ')
      .replace(/[\u00a0\u202f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

export async function readPdf(bytes: Uint8Array): Promise<PdfDocument> {
  // pdf.js takes ownership of the buffer it is given: hand it a copy so the caller's bytes stay usable.
  const document = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const pages: PdfPage[] = [];
  try {
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const [x0, y0, x1, y1] = page.view;
      const height = y1 - y0;
      const runs = (await page.getTextContent()).items.filter((item): item is TextItem => 'str' in item);
      const words = runs
        .filter((run) => run.str.trim() !== '')
        .map((run) => ({
          text: run.str,
          left: run.transform[4] - x0,
          top: height - (run.transform[5] - y0) - run.height,
        }));
      pages.push({ width: x1 - x0, height, lines: readLines(runs), words });
    }
  } finally {
    await document.destroy();
  }
  return { pages, text: pages.map((page) => page.lines.join('\n')).join('\n') };
}
