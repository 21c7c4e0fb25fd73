import type { Invoice } from "@eldercare/contracts";
import { Fragment } from "react";
import { formatIndiaDay, formatInr } from "../../../lib/format.ts";

const stateWithCode = (state: string | null, code: string | null) =>
  state && code ? `${state} (State code ${code})` : "Not provided";

/** A GST tax invoice as issued (docs/decisions/0016-gst-invoices.md), laid out to read and to print. */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const taxes: Array<[string, number]> = [];
  if (invoice.cgst_amount > 0) taxes.push([`CGST @ ${invoice.cgst_rate}%`, invoice.cgst_amount]);
  if (invoice.sgst_amount > 0) taxes.push([`SGST @ ${invoice.sgst_rate}%`, invoice.sgst_amount]);
  if (invoice.igst_amount > 0) taxes.push([`IGST @ ${invoice.igst_rate}%`, invoice.igst_amount]);
  return (
    <article
      aria-label={`Tax invoice ${invoice.invoice_no}`}
      className="rounded-xl border border-line bg-white p-5 sm:p-8 print:border-0 print:p-0"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <section aria-label="Supplier">
          <p className="text-lg font-bold">{invoice.supplier.name}</p>
          <p>{invoice.supplier.address}</p>
          <p>GSTIN: {invoice.supplier.gstin}</p>
          <p>State: {stateWithCode(invoice.supplier.state, invoice.supplier.state_code)}</p>
        </section>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 self-start sm:justify-self-end">
          <dt className="font-semibold text-muted">Invoice No.</dt>
          <dd className="whitespace-nowrap">{invoice.invoice_no}</dd>
          <dt className="font-semibold text-muted">Invoice date</dt>
          <dd>{formatIndiaDay(invoice.invoice_date)}</dd>
          <dt className="font-semibold text-muted">Place of supply</dt>
          <dd>{stateWithCode(invoice.place_of_supply.state, invoice.place_of_supply.state_code)}</dd>
        </dl>
      </div>
      <section
        aria-label="Bill to"
        className="mt-6 rounded-lg bg-primary-50 p-4 print:bg-transparent print:p-0"
      >
        <p className="font-semibold text-muted">Bill to</p>
        <p className="font-bold">{invoice.recipient.name}</p>
        {invoice.recipient.address ? <p className="break-words">{invoice.recipient.address}</p> : null}
        <p className="break-words">
          {invoice.recipient.email} · {invoice.recipient.phone}
        </p>
        <p>State: {stateWithCode(invoice.recipient.state, invoice.recipient.state_code)}</p>
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
                {invoice.description}
                {/* Narrow screens: the SAC under the description instead of a column of its own. */}
                <span className="mt-1 block text-muted sm:hidden">SAC {invoice.sac}</span>
              </td>
              <td className="hidden py-3 pr-4 sm:table-cell">{invoice.sac}</td>
              <td className="py-3 text-right whitespace-nowrap tabular-nums">
                {formatInr(invoice.taxable_value)}
              </td>
            </tr>
          </tbody>
        </table>
        <dl className="ml-auto mt-2 grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-right">
          <dt>Taxable value</dt>
          <dd className="whitespace-nowrap tabular-nums">{formatInr(invoice.taxable_value)}</dd>
          {taxes.map(([label, amount]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd className="whitespace-nowrap tabular-nums">{formatInr(amount)}</dd>
            </Fragment>
          ))}
          <dt className="border-t-2 border-ink pt-2 text-lg font-bold">Total</dt>
          <dd className="border-t-2 border-ink pt-2 text-lg font-bold whitespace-nowrap tabular-nums">
            {formatInr(invoice.total)}
          </dd>
        </dl>
      </div>
      <p className="mt-4">
        <span className="font-semibold">Amount in words:</span> {invoice.total_in_words}
      </p>
      <p className="mt-2 text-muted">
        Paid on {formatIndiaDay(invoice.payment.paid_at)} · Payment reference {invoice.payment.reference}
      </p>
      <p className="mt-6 text-base text-muted">
        This is a computer-generated invoice and does not need a signature.
      </p>
    </article>
  );
}
