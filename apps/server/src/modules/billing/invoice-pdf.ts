import type { Invoice } from "@eldercare/contracts";
import { formatIndiaDay, indiaDateTime } from "../../lib/india-date.ts";
import { formatIndianAmount } from "./gst.ts";

/**
 * The GST tax invoice as an A4 PDF. Built-in Helvetica keeps the server free of font files; it has no ₹
 * glyph, so amounts are written in an "(INR)" column with Indian digit grouping.
 */

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
const inr = (rupees: number) => formatIndianAmount(Math.round(rupees * 100));

function displayPaidAt(paidAt: string): string {
  const at = new Date(paidAt);
  if (Number.isNaN(at.getTime())) return paidAt;
  const [ymd = "", hm = ""] = indiaDateTime(at).split(" ");
  return `${formatIndiaDay(ymd)}, ${hm} IST`;
}

const stateWithCode = (state: string, code: string) => `${state} (State code: ${code})`;

/** Fixed timestamps make the bytes depend on the invoice alone, so re-rendering gives the same file. */
function issuedAt(invoice: Invoice): Date {
  const at = new Date(`${invoice.invoice_date}T00:00:00+05:30`);
  if (Number.isNaN(at.getTime())) throw new RangeError(`Invalid invoice_date "${invoice.invoice_date}"`);
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

function drawHeader(doc: Doc, invoice: Invoice): number {
  doc
    .font(BOLD)
    .fontSize(18)
    .fillColor("black")
    .text("TAX INVOICE", LEFT, PAGE.margin, { width: WIDTH, align: "center" });
  const top = PAGE.margin + 36;
  const { supplier } = invoice;

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
  let right = heading(doc, "Invoice", metaX, top, metaWidth);
  right = lines(doc, metaX, right, metaWidth, [
    `Invoice No.: ${invoice.invoice_no}`,
    `Invoice Date: ${formatIndiaDay(invoice.invoice_date)}`,
    `Place of Supply: ${stateWithCode(invoice.place_of_supply.state, invoice.place_of_supply.state_code)}`,
  ]);
  return Math.max(left, right) + 10;
}

function drawRecipient(doc: Doc, invoice: Invoice, y: number): number {
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

function drawItem(doc: Doc, invoice: Invoice, y: number): number {
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
function drawTotals(doc: Doc, invoice: Invoice, y: number): number {
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

function drawWordsAndPayment(doc: Doc, invoice: Invoice, y: number): number {
  let at = heading(doc, "Total in words", LEFT, y, WIDTH);
  at = lines(doc, LEFT, at, WIDTH, [invoice.total_in_words], 10) + 10;
  at = heading(doc, "Payment", LEFT, at, WIDTH);
  return lines(doc, LEFT, at, WIDTH, [
    `Payment reference: ${invoice.payment.reference}`,
    `Date paid: ${displayPaidAt(invoice.payment.paid_at)}`,
  ]);
}

function drawFooter(doc: Doc): void {
  // Kept above the bottom margin: text written below it would make pdfkit open a second page.
  const y = PAGE.height - PAGE.margin - 14;
  rule(doc, y - 6);
  doc
    .font(FONT)
    .fontSize(8)
    .fillColor(MUTED)
    .text("This is a computer-generated invoice and does not need a signature.", LEFT, y, {
      width: WIDTH,
      align: "center",
    });
}

/** Renders one tax invoice to PDF bytes. */
export async function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  // Loaded on the first invoice, not at start (it takes a quarter of a second to load).
  const { default: PDFDocument } = await import("pdfkit");
  const date = issuedAt(invoice);
  return new Promise<Buffer>((resolve, reject) => {
    const doc: Doc = new PDFDocument({
      size: "A4",
      layout: "portrait",
      margin: PAGE.margin,
      info: {
        Title: `Tax Invoice ${invoice.invoice_no}`,
        Author: invoice.supplier.name,
        Subject: `GST tax invoice for payment ${invoice.payment.reference}`,
        CreationDate: date,
        ModDate: date,
      },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);

    try {
      let y = drawHeader(doc, invoice);
      y = drawRecipient(doc, invoice, y);
      y = drawItem(doc, invoice, y);
      y = drawTotals(doc, invoice, y);
      drawWordsAndPayment(doc, invoice, y + 6);
      drawFooter(doc);
      doc.end();
    } catch (err) {
      reject(err);
    }
  });
}
