import { UI_TEXT } from "@eldercare/contracts";
import { formatInr } from "../../../lib/format.ts";
import type { PriceBreakdown } from "../lib/plan-choice.ts";

/** The chosen plan's amounts (spec §4, §9): fee, discount, net saving, registration fee, total. */
export function PriceBreakdownList({ price }: { price: PriceBreakdown }) {
  const rows: Array<[string, string]> = [
    ["Plan fee", formatInr(price.planFee)],
    [
      `Discount (${price.discountPercent}%)`,
      price.discount > 0 ? `− ${formatInr(price.discount)}` : formatInr(0),
    ],
  ];
  if (price.registration.kind === "charged")
    rows.push(["Registration fee", formatInr(price.registration.amount)]);
  if (price.registration.kind === "waived") rows.push(["Registration fee", UI_TEXT.waived]);
  rows.push(["Net saving", formatInr(price.netSaving)]);
  return (
    <dl className="divide-y divide-line rounded-lg border border-line">
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-baseline justify-between gap-4 px-4 py-2.5">
          <dt>{label}</dt>
          <dd className="text-right tabular-nums">{value}</dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-4 bg-primary-50 px-4 py-3 text-lg font-bold">
        <dt>Total</dt>
        <dd className="text-right tabular-nums">{formatInr(price.total)}</dd>
      </div>
    </dl>
  );
}
