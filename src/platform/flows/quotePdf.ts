// The auto quote as a PDF, one renderer for the quote page's "Download PDF" and `llts quote pdf`.
// pdf-lib is pure JavaScript (browser and Node) and heavy: the page loads this module, and pdf-lib with it,
// only when the button is pressed. Helvetica (a standard font) keeps the file small and needs no font file.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { AutoQuoteResponse } from '../domain/entities/autoQuote';
import type { ContactDetails } from '../locale/contacts';
import type { LocaleVariant } from '../locale/localePath';
import { QUOTE_DOCUMENT_TEXTS, QUOTE_LABELS, quoteDocument, type QuoteDocument } from './quoteDocument';
import { ACCENT, MUTED, PdfWriter, type TextStyle } from './pdfWriter';

/** US Letter in the US variant, A4 in the UK one (points). */
const PAPER: Record<LocaleVariant, [number, number]> = { US: [612, 792], UK: [595.28, 841.89] };
const MARGIN = 56;

export type PdfBytes = Uint8Array<ArrayBuffer>;

export interface QuotePdfOptions {
  jobRequestId: string;
  variant: LocaleVariant;
  /** The variant's contacts, with the branch's support e-mail and phone where it has them. */
  contacts: ContactDetails;
}

/** Renders an auto quote; the same quote and options give the same text in the browser and in Node. */
export async function renderQuotePdf(quote: AutoQuoteResponse, options: QuotePdfOptions): Promise<PdfBytes> {
  return renderQuoteDocument(quoteDocument(quote, options), PAPER[options.variant]);
}

export async function renderQuoteDocument(
  doc: QuoteDocument,
  paper: [number, number] = PAPER.US,
): Promise<PdfBytes> {
  // No automatic dates: the document carries the quote's own, so two renderings of a quote are alike.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const w = new PdfWriter(pdf, paper, MARGIN, [regular, bold]);
  setMetadata(pdf, doc);

  const body: TextStyle = { font: regular, size: 10 };
  const strong: TextStyle = { font: bold, size: 10 };
  const small: TextStyle = { font: regular, size: 9, color: MUTED };
  const heading: TextStyle = { font: bold, size: 13, color: ACCENT };

  w.paragraph(doc.issuer.companyName, { font: bold, size: 10, color: MUTED });
  w.gap(6);
  w.paragraph(doc.title, { font: bold, size: 22, color: ACCENT });
  if (doc.name) w.paragraph(doc.name, { font: regular, size: 13 });
  w.gap(10);

  const labelWidth = 120;
  for (const [label, value] of doc.facts) {
    w.row(
      [
        { text: label, x: 0, width: labelWidth - 8 },
        { text: value, x: labelWidth, width: w.width - labelWidth },
      ],
      body,
    );
  }

  w.gap(18);
  w.paragraph(QUOTE_LABELS.breakdownTitle, heading);
  w.gap(4);
  const columns = tableColumns(w.width);
  w.row(
    columns.map((c) => ({ ...c, text: c.label })),
    { ...strong, size: 9, color: MUTED },
  );
  w.gap(2);
  w.rule();
  for (const line of doc.lines) {
    w.gap(3);
    w.row(
      columns.map((c) => ({ ...c, text: line[c.key] })),
      body,
    );
  }
  w.gap(4);
  w.rule();
  w.gap(6);
  w.ensure(24);
  w.row(
    [
      { text: QUOTE_LABELS.total, x: 0, width: w.width / 2 },
      { text: doc.totalText, x: w.width / 2, width: w.width / 2, align: 'right' },
    ],
    { font: bold, size: 14 },
  );

  w.gap(18);
  w.paragraph(QUOTE_DOCUMENT_TEXTS.validityTitle, heading);
  w.gap(2);
  w.paragraph(doc.validity, body);
  if (doc.deadline) w.paragraph(`${QUOTE_DOCUMENT_TEXTS.deadline}: ${doc.deadline}`, strong);

  w.gap(14);
  w.paragraph(QUOTE_DOCUMENT_TEXTS.termsTitle, heading);
  w.gap(2);
  for (const term of doc.terms) w.paragraph(`• ${term}`, body, 8);
  w.gap(2);
  w.paragraph(QUOTE_DOCUMENT_TEXTS.termsNote, small);

  w.gap(20);
  w.rule();
  w.gap(4);
  w.paragraph(doc.issuer.heading.toUpperCase(), { font: bold, size: 8, color: MUTED });
  w.paragraph(doc.issuer.companyName, strong);
  for (const line of doc.issuer.lines) w.paragraph(line, small);

  // pdf-lib writes into a fresh ArrayBuffer (never a shared one): typed so, a Blob takes it as it is.
  return (await pdf.save()) as PdfBytes;
}

type LineKey = 'language' | 'service' | 'unit' | 'pages' | 'rate' | 'cost';

/** The language takes what the fixed columns leave; figures are right-aligned. */
function tableColumns(width: number) {
  const gap = 8;
  const figure = 62;
  const service = 96;
  const unit = 40;
  const spec: { key: LineKey; label: string; width: number; align?: 'right' }[] = [
    { key: 'language', label: QUOTE_LABELS.language, width: width - service - unit - 3 * figure - 5 * gap },
    { key: 'service', label: QUOTE_LABELS.professionalServices, width: service },
    { key: 'unit', label: QUOTE_LABELS.units, width: unit },
    { key: 'pages', label: QUOTE_LABELS.pages, width: figure, align: 'right' },
    { key: 'rate', label: QUOTE_LABELS.rate, width: figure, align: 'right' },
    { key: 'cost', label: QUOTE_LABELS.cost, width: figure, align: 'right' },
  ];
  let x = 0;
  return spec.map((column) => {
    const placed = { ...column, x };
    x += column.width + gap;
    return placed;
  });
}

function setMetadata(pdf: PDFDocument, doc: QuoteDocument): void {
  // Metadata strings are UTF-16 in the file: no WinAnsi limit there.
  pdf.setTitle(doc.name ? `${doc.title}: ${doc.name}` : doc.title);
  pdf.setAuthor(doc.issuer.companyName);
  pdf.setSubject(`${QUOTE_LABELS.total}: ${doc.totalText}`);
  pdf.setCreator('LLTS portal');
  pdf.setProducer('pdf-lib');
  const created = new Date(doc.creationDate);
  if (!Number.isNaN(created.getTime())) {
    pdf.setCreationDate(created);
    pdf.setModificationDate(created);
  }
}
