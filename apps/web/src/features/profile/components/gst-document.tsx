import type { Invoice } from "@eldercare/contracts";
import { Fragment, type ReactNode } from "react";
import { formatInr } from "../../../lib/format.ts";

/** What a tax invoice and a credit note share: the parties, the line and its tax. */
export type TaxLines = Omit<Invoice, "invoice_id" | "invoice_no" | "invoice_date" | "payment">;

export const stateWithCode = (state: string | null, code: string | null) =>
  state && code ? `${state} (State code ${code})` : "Not provided";

/**
 * A GST document laid out to read and to print (docs/decisions/0016, 0058): the supplier and the
 * document's numbers, the buyer, the one line with its tax, the total in words, then what closes it
 * (the payment of an invoice, the refund of a credit note).
 */
export function GstDocument({
  label,
  meta,
  lines,
  closing,
  footer,
}: {
  label: string;
  /** Terms and values beside the supplier; a number (one word) never breaks across lines. */
  meta: Array<[term: string, value: string]>;
  lines: TaxLines;
  closing: ReactNode;
  footer: string;
}) {
  const taxes: Array<[string, number]> = [];
  if (lines.cgst_amount > 0) taxes.push([`CGST @ ${lines.cgst_rate}%`, lines.cgst_amount]);
  if (lines.sgst_amount > 0) taxes.push([`SGST @ ${lines.sgst_rate}%`, lines.sgst_amount]);
  if (lines.igst_amount > 0) taxes.push([`IGST @ ${lines.igst_rate}%`, lines.igst_amount]);
  return (
    <article
      aria-label={label}
      className="rounded-xl border border-line bg-white p-5 sm:p-8 print:border-0 print:p-0"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <section aria-label="Supplier">
          <p className="text-lg font-bold">{lines.supplier.name}</p>
          <p>{lines.supplier.address}</p>
          <p>GSTIN: {lines.supplier.gstin}</p>
          <p>State: {stateWithCode(lines.supplier.state, lines.supplier.state_code)}</p>
        </section>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 self-start sm:justify-self-end">
          {meta.map(([term, value]) => (
            <Fragment key={term}>
              <dt className="font-semibold text-muted">{term}</dt>
              <dd className={value.includes(" ") ? "break-words" : "whitespace-nowrap"}>{value}</dd>
            </Fragment>
          ))}
          <dt className="font-semibold text-muted">Place of supply</dt>
          <dd>{stateWithCode(lines.place_of_supply.state, lines.place_of_supply.state_code)}</dd>
        </dl>
      </div>
      <section
        aria-label="Bill to"
        className="mt-6 rounded-lg bg-primary-50 p-4 print:bg-transparent print:p-0"
      >
        <p className="font-semibold text-muted">Bill to</p>
        <p className="font-bold">{lines.recipient.name}</p>
        {lines.recipient.address ? <p className="break-words">{lines.recipient.address}</p> : null}
        <p className="break-words">
          {lines.recipient.email} · {lines.recipient.phone}
        </p>
        <p>State: {stateWithCode(lines.recipient.state, lines.recipient.state_code)}</p>
      </section>
      <div className="mt-6">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">Charges</caption>
          <thead>
            <tr className="border-b-2 border-ink">
              <th scope="col" className="py-2 pr-4">
                Description
              </th>
              <th scope="col" className="hidden py-2 pr-4 sm:table-cell">
                SAC
              </th>
              <th scope="col" className="py-2 text-right">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-line">
              <td className="py-3 pr-4">
                {lines.description}
                {/* Narrow screens: the SAC under the description instead of a column of its own. */}
                <span className="mt-1 block text-muted sm:hidden">SAC {lines.sac}</span>
              </td>
              <td className="hidden py-3 pr-4 sm:table-cell">{lines.sac}</td>
              <td className="py-3 text-right whitespace-nowrap tabular-nums">
                {formatInr(lines.taxable_value)}
              </td>
            </tr>
          </tbody>
        </table>
        <dl className="ml-auto mt-2 grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-right">
          <dt>Taxable value</dt>
          <dd className="whitespace-nowrap tabular-nums">{formatInr(lines.taxable_value)}</dd>
          {taxes.map(([taxLabel, amount]) => (
            <Fragment key={taxLabel}>
              <dt>{taxLabel}</dt>
              <dd className="whitespace-nowrap tabular-nums">{formatInr(amount)}</dd>
            </Fragment>
          ))}
          <dt className="border-t-2 border-ink pt-2 text-lg font-bold">Total</dt>
          <dd className="border-t-2 border-ink pt-2 text-lg font-bold whitespace-nowrap tabular-nums">
            {formatInr(lines.total)}
          </dd>
        </dl>
      </div>
      <p className="mt-4">
        <span className="font-semibold">Amount in words:</span> {lines.total_in_words}
      </p>
      {/* References are long unbroken strings: they wrap anywhere rather than leave the card. */}
      <div className="mt-2 text-muted [overflow-wrap:anywhere]">{closing}</div>
      <p className="mt-6 text-base text-muted">{footer}</p>
    </article>
  );
}
