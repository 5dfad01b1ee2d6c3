// A top-to-bottom text writer over pdf-lib: a cursor, word wrapping, right alignment and page breaks, with
// every string made drawable by the standard fonts first (pdfText.ts). Just enough layout for a quote.
import { rgb, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { winAnsiSafe } from './pdfText';

export const INK = rgb(0.09, 0.12, 0.2);
export const MUTED = rgb(0.33, 0.38, 0.45);
export const ACCENT = rgb(0.1, 0.25, 0.5);
export const RULE = rgb(0.8, 0.83, 0.87);

export interface TextStyle {
  font: PDFFont;
  size: number;
  color?: RGB;
}

export class PdfWriter {
  page: PDFPage;
  y: number;
  readonly left: number;
  readonly width: number;
  private readonly safe: (text: string) => string;

  constructor(
    private readonly doc: PDFDocument,
    private readonly pageSize: [number, number],
    private readonly margin: number,
    fonts: readonly PDFFont[],
  ) {
    // The standard fonts share WinAnsi: one character set serves them all.
    this.safe = winAnsiSafe(fonts[0]!.getCharacterSet());
    this.page = doc.addPage(pageSize);
    this.y = pageSize[1] - margin;
    this.left = margin;
    this.width = pageSize[0] - 2 * margin;
  }

  text(value: string): string {
    return this.safe(value);
  }

  /** Starts a new page when fewer than `height` points are left above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height >= this.margin) return;
    this.page = this.doc.addPage(this.pageSize);
    this.y = this.pageSize[1] - this.margin;
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** Greedy word wrap; a word longer than the width is cut where it overflows. */
  wrap(value: string, style: TextStyle, width: number): string[] {
    const measure = (s: string) => style.font.widthOfTextAtSize(s, style.size);
    const lines: string[] = [];
    let line = '';
    for (const word of this.safe(value).split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (measure(line) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && measure(line.slice(0, cut)) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
    return lines;
  }

  lineHeight(style: TextStyle): number {
    return style.size * 1.35;
  }

  /** Draws one already-wrapped line with its baseline one line below the cursor, at x (right-aligned if asked). */
  draw(
    line: string,
    style: TextStyle,
    x: number,
    y: number,
    align: 'left' | 'right' = 'left',
    width = 0,
  ): void {
    const text = this.safe(line);
    const dx = align === 'right' ? width - style.font.widthOfTextAtSize(text, style.size) : 0;
    this.page.drawText(text, { x: x + dx, y, size: style.size, font: style.font, color: style.color ?? INK });
  }

  /** A wrapped paragraph over the full width (or from `indent`), moving the cursor below it. */
  paragraph(value: string, style: TextStyle, indent = 0): void {
    const height = this.lineHeight(style);
    for (const line of this.wrap(value, style, this.width - indent)) {
      this.ensure(height);
      this.y -= height;
      this.draw(line, style, this.left + indent, this.y + (height - style.size) / 2);
    }
  }

  /** A row of cells, each wrapped to its column; the cursor moves below the tallest. */
  row(
    cells: readonly { text: string; x: number; width: number; align?: 'left' | 'right' }[],
    style: TextStyle,
  ): void {
    const height = this.lineHeight(style);
    const wrapped = cells.map((cell) => this.wrap(cell.text, style, cell.width));
    const lines = Math.max(...wrapped.map((w) => w.length));
    this.ensure(lines * height);
    wrapped.forEach((cellLines, index) => {
      const cell = cells[index]!;
      cellLines.forEach((line, n) => {
        const baseline = this.y - (n + 1) * height + (height - style.size) / 2;
        this.draw(line, style, this.left + cell.x, baseline, cell.align, cell.width);
      });
    });
    this.y -= lines * height;
  }

  rule(color: RGB = RULE, thickness = 0.75): void {
    this.ensure(thickness + 2);
    this.page.drawLine({
      start: { x: this.left, y: this.y },
      end: { x: this.left + this.width, y: this.y },
      thickness,
      color,
    });
  }
}
