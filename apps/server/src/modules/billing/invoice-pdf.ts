import { formatIndianAmount, type Invoice, rupeesToPaise } from "@eldercare/contracts";
import { formatIndiaDay, indiaDateTime } from "../../lib/india-date.ts";

/**
 * GST documents as A4 PDFs: the tax invoice, and the credit note that reverses part of one (both drawn
 * by `renderTaxDocumentPdf`). Built-in Helvetica keeps the server free of font files; it has no ₹ glyph,
 * so amounts are written in an "(INR)" column with Indian digit grouping.
 */

/** What a tax invoice and a credit note share: the parties, the line and its tax. */
export type TaxLines = Omit<Invoice, "invoice_id" | "invoice_no" | "invoice_date" | "payment">;

/** One GST document to draw: its title, the numbers in its corner, its lines and its closing block. */
export interface TaxDocumentPdf {
  title: string;
  metaHeading: string;
  metaRows: string[];
  /** YYYY-MM-DD (India): the document's date, also its PDF timestamps. */
  issuedOn: string;
  lines: TaxLines;
  closingHeading: string;
  closingRows: string[];
  footer: string;
  info: { Title: string; Subject: string };
}

type Doc = PDFKit.PDFDocument;

const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;
const LEFT = PAGE.margin;
const WIDTH = PAGE.width - 2 * PAGE.margin;
const RIGHT = LEFT + WIDTH;
const FONT = "Helvetica";
const BOLD = "Helvetica-Bold";
const MUTED = "#555555";
const RULE = "#bbbbbb";

/** Item table columns (x, width); the amount column also holds the totals. */
const COL = {
  index: { x: LEFT + 6, width: 20 },
  description: { x: LEFT + 30, width: 280 },
  sac: { x: LEFT + 318, width: 60 },
  amount: { x: LEFT + 380, width: WIDTH - 386 },
} as const;

/** Invoice amounts are rupees with 2 decimals; go through paise so 0.1 + 0.2 style noise never prints. */
const inr = (rupees: number) => formatIndianAmount(rupeesToPaise(rupees));

/** "23 Nov 2026, 14:05 IST" for an ISO time (as given if it is not one). */
export function displayIndiaTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const [ymd = "", hm = ""] = indiaDateTime(at).split(" ");
  return `${formatIndiaDay(ymd)}, ${hm} IST`;
}

const stateWithCode = (state: string, code: string) => `${state} (State code: ${code})`;

/** Fixed timestamps make the bytes depend on the document alone, so re-rendering gives the same file. */
function issuedAt(day: string): Date {
  const at = new Date(`${day}T00:00:00+05:30`);
  if (Number.isNaN(at.getTime())) throw new RangeError(`Invalid document date "${day}"`);
  return at;
}

/** Writes lines at (x, y) in a column and returns the y below them. */
function lines(doc: Doc, x: number, y: number, width: number, rows: string[], size = 9.5): number {
  doc.font(FONT).fontSize(size).fillColor("black");
  let at = y;
  for (const row of rows) {
    doc.text(row, x, at, { width });
    at += doc.heightOfString(row, { width }) + 2;
  }
  return at;
}

function rule(doc: Doc, y: number): void {
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.7).strokeColor(RULE).stroke();
}

function heading(doc: Doc, text: string, x: number, y: number, width: number): number {
  doc.font(BOLD).fontSize(8).fillColor(MUTED).text(text.toUpperCase(), x, y, { width });
  return y + 12;
}

function drawHeader(doc: Doc, d: TaxDocumentPdf): number {
  doc
    .font(BOLD)
    .fontSize(18)
    .fillColor("black")
    .text(d.title, LEFT, PAGE.margin, { width: WIDTH, align: "center" });
  const top = PAGE.margin + 36;
  const { supplier } = d.lines;

  const leftWidth = 265;
  let left = heading(doc, "Supplier", LEFT, top, leftWidth);
  doc.font(BOLD).fontSize(12).fillColor("black").text(supplier.name, LEFT, left, { width: leftWidth });
  left += doc.heightOfString(supplier.name, { width: leftWidth }) + 3;
  left = lines(doc, LEFT, left, leftWidth, [
    supplier.address,
    `GSTIN: ${supplier.gstin}`,
    `State: ${stateWithCode(supplier.state, supplier.state_code)}`,
  ]);

  const metaX = LEFT + 280;
  const metaWidth = RIGHT - metaX;
  let right = heading(doc, d.metaHeading, metaX, top, metaWidth);
  right = lines(doc, metaX, right, metaWidth, d.metaRows);
  return Math.max(left, right) + 10;
}

function drawRecipient(doc: Doc, invoice: TaxLines, y: number): number {
  const { recipient } = invoice;
  rule(doc, y);
  let at = heading(doc, "Billed to", LEFT, y + 10, WIDTH);
  doc.font(BOLD).fontSize(11).fillColor("black").text(recipient.name, LEFT, at, { width: WIDTH });
  at += doc.heightOfString(recipient.name, { width: WIDTH }) + 3;
  const contact = [
    recipient.email ? `Email: ${recipient.email}` : "",
    recipient.phone ? `Phone: ${recipient.phone}` : "",
  ].filter(Boolean);
  const state =
    recipient.state && recipient.state_code
      ? stateWithCode(recipient.state, recipient.state_code)
      : "Not provided";
  const address = recipient.address ? [`Address: ${recipient.address}`] : [];
  return lines(doc, LEFT, at, WIDTH, [...address, ...contact, `State: ${state}`]) + 12;
}

function drawItem(doc: Doc, invoice: TaxLines, y: number): number {
  const headerHeight = 20;
  doc.rect(LEFT, y, WIDTH, headerHeight).fill("#eeeeee");
  doc.font(BOLD).fontSize(9).fillColor("black");
  const headY = y + 6;
  doc.text("#", COL.index.x, headY, { width: COL.index.width });
  doc.text("Description", COL.description.x, headY, { width: COL.description.width });
  doc.text("SAC", COL.sac.x, headY, { width: COL.sac.width });
  doc.text("Taxable Value (INR)", COL.amount.x, headY, { width: COL.amount.width, align: "right" });

  const rowY = y + headerHeight + 6;
  doc.font(FONT).fontSize(9.5);
  doc.text("1", COL.index.x, rowY, { width: COL.index.width });
  doc.text(invoice.description, COL.description.x, rowY, { width: COL.description.width });
  doc.text(invoice.sac, COL.sac.x, rowY, { width: COL.sac.width });
  doc.text(inr(invoice.taxable_value), COL.amount.x, rowY, { width: COL.amount.width, align: "right" });
  const rowBottom = rowY + doc.heightOfString(invoice.description, { width: COL.description.width }) + 6;
  rule(doc, rowBottom);
  return rowBottom + 8;
}

/** Only the taxes actually charged get a row: CGST + SGST within a state, IGST across states. */
function drawTotals(doc: Doc, invoice: TaxLines, y: number): number {
  const rows: [label: string, amount: number][] = [["Taxable Value", invoice.taxable_value]];
  if (invoice.cgst_amount !== 0) rows.push([`CGST @ ${invoice.cgst_rate}%`, invoice.cgst_amount]);
  if (invoice.sgst_amount !== 0) rows.push([`SGST @ ${invoice.sgst_rate}%`, invoice.sgst_amount]);
  if (invoice.igst_amount !== 0) rows.push([`IGST @ ${invoice.igst_rate}%`, invoice.igst_amount]);

  const labelX = COL.sac.x - 60;
  const labelWidth = COL.amount.x - labelX;
  let at = y;
  doc.font(FONT).fontSize(9.5).fillColor("black");
  for (const [label, amount] of rows) {
    doc.text(label, labelX, at, { width: labelWidth });
    doc.text(inr(amount), COL.amount.x, at, { width: COL.amount.width, align: "right" });
    at += 16;
  }
  doc
    .moveTo(labelX, at - 2)
    .lineTo(RIGHT, at - 2)
    .lineWidth(0.7)
    .strokeColor(RULE)
    .stroke();
  doc.font(BOLD).fontSize(11);
  doc.text("Total (INR)", labelX, at + 4, { width: labelWidth });
  doc.text(`INR ${inr(invoice.total)}`, COL.amount.x, at + 4, { width: COL.amount.width, align: "right" });
  return at + 26;
}

function drawWordsAndClosing(doc: Doc, d: TaxDocumentPdf, y: number): number {
  let at = heading(doc, "Total in words", LEFT, y, WIDTH);
  at = lines(doc, LEFT, at, WIDTH, [d.lines.total_in_words], 10) + 10;
  at = heading(doc, d.closingHeading, LEFT, at, WIDTH);
  return lines(doc, LEFT, at, WIDTH, d.closingRows);
}

function drawFooter(doc: Doc, text: string): void {
  // Kept above the bottom margin: text written below it would make pdfkit open a second page.
  const y = PAGE.height - PAGE.margin - 14;
  rule(doc, y - 6);
  doc.font(FONT).fontSize(8).fillColor(MUTED).text(text, LEFT, y, { width: WIDTH, align: "center" });
}

/** Renders one GST document to PDF bytes. */
export async function renderTaxDocumentPdf(d: TaxDocumentPdf): Promise<Buffer> {
  // Loaded on the first document, not at start (it takes a quarter of a second to load).
  const { default: PDFDocument } = await import("pdfkit");
  const date = issuedAt(d.issuedOn);
  return new Promise<Buffer>((resolve, reject) => {
    const doc: Doc = new PDFDocument({
      size: "A4",
      layout: "portrait",
      margin: PAGE.margin,
      info: { ...d.info, Author: d.lines.supplier.name, CreationDate: date, ModDate: date },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);

    try {
      let y = drawHeader(doc, d);
      y = drawRecipient(doc, d.lines, y);
      y = drawItem(doc, d.lines, y);
      y = drawTotals(doc, d.lines, y);
      drawWordsAndClosing(doc, d, y + 6);
      drawFooter(doc, d.footer);
      doc.end();
    } catch (err) {
      reject(err);
    }
  });
}

export const placeOfSupplyLine = (lines: TaxLines) =>
  `Place of Supply: ${stateWithCode(lines.place_of_supply.state, lines.place_of_supply.state_code)}`;

/** Renders one tax invoice to PDF bytes. */
export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const { invoice_id: _id, invoice_no, invoice_date, payment, ...lines } = invoice;
  return renderTaxDocumentPdf({
    title: "TAX INVOICE",
    metaHeading: "Invoice",
    metaRows: [
      `Invoice No.: ${invoice_no}`,
      `Invoice Date: ${formatIndiaDay(invoice_date)}`,
      placeOfSupplyLine(lines),
    ],
    issuedOn: invoice_date,
    lines,
    closingHeading: "Payment",
    closingRows: [
      `Payment reference: ${payment.reference}`,
      `Date paid: ${displayIndiaTime(payment.paid_at)}`,
    ],
    footer: "This is a computer-generated invoice and does not need a signature.",
    info: {
      Title: `Tax Invoice ${invoice_no}`,
      Subject: `GST tax invoice for payment ${payment.reference}`,
    },
  });
}
