import { PRICE_TEXT, UI_TEXT } from "@eldercare/contracts";
import { formatInr } from "../../../lib/format.ts";
import type { PriceBreakdown } from "../lib/plan-choice.ts";

/**
 * The chosen plan's amounts (spec §4, §9): fee, discount (when there is one), registration fee, total,
 * and below the total what the family saves: a saving, not one more charge in the column.
 */
export function PriceBreakdownList({ price }: { price: PriceBreakdown }) {
  const rows: Array<[string, string]> = [["Plan fee", formatInr(price.planFee)]];
  if (price.discount > 0)
    rows.push([`Discount (${price.discountPercent}% off)`, `− ${formatInr(price.discount)}`]);
  if (price.registration.kind === "charged")
    rows.push(["Registration fee", formatInr(price.registration.amount)]);
  if (price.registration.kind === "waived") rows.push(["Registration fee", UI_TEXT.waived]);
  if (price.registration.kind === "paid") rows.push(["Registration fee", PRICE_TEXT.registrationPaid]);
  return (
    <dl className="divide-y divide-line rounded-lg border border-line">
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-baseline justify-between gap-4 px-4 py-2.5">
          <dt>{label}</dt>
          <dd className="text-right tabular-nums">{value}</dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-4 bg-primary-50 px-4 py-3 text-lg font-bold">
        <dt>
          Total <span className="text-base font-normal text-muted">({PRICE_TEXT.gstIncluded})</span>
        </dt>
        <dd className="text-right tabular-nums">{formatInr(price.total)}</dd>
      </div>
      {price.netSaving > 0 ? (
        <div className="flex items-baseline justify-between gap-4 px-4 py-2.5 font-semibold text-primary-700">
          <dt>You save</dt>
          <dd className="text-right tabular-nums">{formatInr(price.netSaving)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
