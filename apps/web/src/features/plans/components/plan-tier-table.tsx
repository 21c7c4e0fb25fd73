import { type PlanInclusion, PRICE_TEXT, type SubscriptionPlan, UI_TEXT } from "@eldercare/contracts";
import type { ReactNode } from "react";
import { useDialogs } from "../../../lib/dialogs.tsx";
import { formatInr } from "../../../lib/format.ts";
import { discountAmount, tierLabel } from "../../../lib/plan-tiers.ts";
import type { TierTable } from "../lib/plan-table.ts";
import { InclusionList } from "./inclusion-list.tsx";

const TIER_STRIPE: Record<TierTable["tier"], string> = {
  bronze: "border-t-[#a4643a]",
  silver: "border-t-[#7b8a93]",
  gold: "border-t-[#c9971c]",
};

const BENEFICIARY_NOTE = { Single: "one person", Couple: "two people" } as const;

function AmountRow({
  label,
  plans,
  render,
  emphasis = false,
}: {
  label: string;
  plans: Array<SubscriptionPlan | undefined>;
  render: (plan: SubscriptionPlan) => ReactNode;
  emphasis?: boolean;
}) {
  return (
    <tr className={emphasis ? "border-t-2 border-primary-200 font-bold text-ink" : "border-t border-line"}>
      <th scope="row" className="py-2 pr-2 text-left font-medium">
        {label}
      </th>
      {plans.map((plan, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed (Annual, Quarterly)
        <td key={index} className="py-2 pl-2 text-right tabular-nums">
          {plan ? render(plan) : <span className="text-muted">Not offered</span>}
        </td>
      ))}
    </tr>
  );
}

/**
 * One tier's prices: Single and Couple row groups, Annual and Quarterly columns (spec §9 amounts), and what
 * the tier includes beneath them.
 */
export function PlanTierTable({
  table,
  inclusions,
}: {
  table: TierTable;
  inclusions: readonly PlanInclusion[];
}) {
  const name = tierLabel(table.tier);
  const { open } = useDialogs();
  const frequencies = table.groups[0]?.plans.map((cell) => cell.frequency) ?? [];
  return (
    <div
      className={`min-w-0 border-t-8 pt-3 sm:rounded-xl sm:border sm:border-t-8 sm:border-x-line sm:border-b-line sm:bg-white sm:p-6 sm:shadow-sm min-[1240px]:px-3 min-[1240px]:py-4 ${TIER_STRIPE[table.tier]}`}
    >
      <h2 className="text-2xl font-bold">{name}</h2>
      {/* On the narrowest screens a table may still be wider than the page: it then scrolls on its own (WCAG 1.4.10 exempts data tables), so it must be reachable by keyboard. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard */}
      <section className="mt-2 overflow-x-auto" aria-label={`${name} plan prices`} tabIndex={0}>
        <table className="w-full border-collapse text-base">
          <caption className="sr-only">{name} plan</caption>
          <thead>
            <tr>
              <td />
              {frequencies.map((frequency) => (
                <th key={frequency} scope="col" className="py-2 pl-2 text-right font-bold text-primary-800">
                  {frequency}
                </th>
              ))}
            </tr>
          </thead>
          {table.groups.map((group) => {
            const plans = group.plans.map((cell) => cell.plan);
            return (
              <tbody key={group.beneficiaries}>
                <tr>
                  <th
                    scope="rowgroup"
                    colSpan={frequencies.length + 1}
                    className="bg-primary-50 px-2 pt-3 pb-2 text-left text-lg font-bold text-primary-800"
                  >
                    {group.beneficiaries}{" "}
                    <span className="text-base font-normal text-muted">
                      ({BENEFICIARY_NOTE[group.beneficiaries]})
                    </span>
                  </th>
                </tr>
                <AmountRow label="Plan fee" plans={plans} render={(p) => formatInr(p.plan_fee)} />
                {plans.some((p) => p && p.tier_saving > 0) ? (
                  <AmountRow
                    label="Discount"
                    plans={plans}
                    render={(p) =>
                      p.tier_saving > 0 ? (
                        <>
                          {formatInr(discountAmount(p))}
                          <span className="block font-semibold text-primary-700">{p.tier_saving}% off</span>
                        </>
                      ) : (
                        // Beside a discounted price in the same row: say so in words, not ₹0.00.
                        <span className="text-muted">{UI_TEXT.noDiscount}</span>
                      )
                    }
                  />
                ) : null}
                {group.showRegistrationFee ? (
                  <AmountRow
                    label="Registration fee"
                    plans={plans}
                    render={(p) =>
                      // Not charged, whether waived or never due: one word for it, beside a charged fee.
                      p.reg_fee_waived === 1 || p.registration_fee === 0 ? (
                        <span className="font-semibold text-primary-700">{UI_TEXT.waived}</span>
                      ) : (
                        formatInr(p.registration_fee)
                      )
                    }
                  />
                ) : null}
                <AmountRow
                  label={`Total (${PRICE_TEXT.gstIncluded})`}
                  plans={plans}
                  render={(p) => formatInr(p.plan_tier_amt)}
                  emphasis
                />
              </tbody>
            );
          })}
        </table>
      </section>
      <InclusionList title={`What's included in ${name}`} items={inclusions} className="mt-5" />
      <button
        type="button"
        className="btn btn-primary mt-4 w-full"
        onClick={() => open("plan", { planTier: table.tier })}
      >
        Choose {name}
      </button>
    </div>
  );
}
