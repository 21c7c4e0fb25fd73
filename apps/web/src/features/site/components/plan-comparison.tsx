import {
  BENEFICIARY_COUNTS,
  LOAD_MESSAGES,
  PAYMENT_FREQUENCIES,
  PRICE_TEXT,
  UI_TEXT,
} from "@eldercare/contracts";
import { Check, Minus } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { ChoiceGroup } from "../../../components/ui/choice-group.tsx";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { useDialogs } from "../../../lib/dialogs.tsx";
import { usePlanCatalogue } from "../../../lib/plan-catalogue.ts";
import {
  buildPlanComparison,
  DEFAULT_PLAN_FILTER,
  describeFilter,
  type PlanComparison,
  type PlanFeatureValue,
  type PlanFilter,
} from "../lib/plan-comparison.ts";

const BENEFICIARY_OPTIONS = BENEFICIARY_COUNTS.map((value) => ({ value, label: value }));
const FREQUENCY_OPTIONS = PAYMENT_FREQUENCIES.map((value) => ({ value, label: value }));

/** Included, not included, or how much: words first, the icon only repeats them. */
function FeatureCell({ value }: { value: PlanFeatureValue }) {
  if (value === true) {
    return (
      <span className="inline-flex items-center gap-1.5 font-semibold text-primary-800">
        <Check aria-hidden="true" className="size-5 shrink-0" strokeWidth={3} />
        Included
      </span>
    );
  }
  if (value === false) {
    return (
      <span className="inline-flex items-center gap-1.5 text-muted">
        <Minus aria-hidden="true" className="size-5 shrink-0" />
        Not included
      </span>
    );
  }
  return <span>{value}</span>;
}

/** Phones lay each row out as a grid: the row's label on a line of its own, then one column per tier. */
const PHONE_GRID = { 1: "grid-cols-1", 2: "grid-cols-2", 3: "grid-cols-3" } as const;

function ComparisonTable({ comparison, filter }: { comparison: PlanComparison; filter: PlanFilter }) {
  const captionId = useId();
  const columns = comparison.columns;
  const grid = PHONE_GRID[Math.min(Math.max(columns.length, 1), 3) as 1 | 2 | 3];
  // Phones (below sm): every row is a grid, its label spanning the row and the tiers' values beneath it, so
  // the three tiers fit side by side without sideways scrolling (below 380 px the table runs edge to edge to
  // fit "₹1,02,000.00" three times); the tier names stay in view under the site header.
  // Wider screens: an ordinary table, the labels in the first column.
  // With large text a phone holds too few rem for three prices side by side (19rem is about three times
  // "₹1,02,000.00"): each tier's value then has a line of its own, named (cell, below).
  const row = `grid ${grid} gap-x-2 px-3 max-[379px]:gap-x-1 max-[379px]:px-2 max-sm:@max-[19rem]:grid-cols-1 sm:table-row sm:px-0`;
  const rowHeader = `col-span-full pt-3 text-left font-semibold sm:sticky sm:left-0 sm:z-10 sm:bg-inherit sm:py-3 sm:pr-3 sm:pl-4 sm:align-top`;
  // When the values are stacked, each names its tier before it (data-tier, shown by CSS so the cell's text
  // stays the value; a screen reader has the column heading).
  const cell =
    "min-w-0 pt-1 pb-3 align-top sm:px-3 sm:py-3 max-sm:@max-[19rem]:before:font-semibold max-sm:@max-[19rem]:before:content-[attr(data-tier)]";
  return (
    // Should the table still be wider than the screen (very large text), it scrolls sideways on its own,
    // and must then be reachable by keyboard to scroll.
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard
      tabIndex={0}
      className="@container rounded-xl border border-line bg-white shadow-sm max-[379px]:-mx-4 max-[379px]:rounded-none max-[379px]:border-x-0 sm:overflow-x-auto"
    >
      <table className="block w-full border-collapse text-base max-[379px]:text-[0.9375rem] sm:table sm:text-lg">
        <caption
          id={captionId}
          className="block px-3 pt-4 pb-2 text-left text-lg font-bold text-primary-800 sm:table-caption sm:px-4"
        >
          Bronze, Silver and Gold for {describeFilter(filter)}
        </caption>
        <thead className="sticky top-[3.75rem] z-10 block max-sm:@max-[19rem]:sr-only rounded-t-xl border-b-2 border-primary-200 bg-white sm:static sm:table-header-group">
          <tr className={row}>
            {/* The corner cell stays in the accessibility tree on phones (sr-only, not hidden) so columns line up. */}
            <td className="max-sm:sr-only sm:sticky sm:left-0 sm:z-10 sm:bg-white" />
            {columns.map((column) => (
              <th
                key={column.tier}
                scope="col"
                className="py-2 text-left text-lg font-bold text-primary-800 sm:px-3 sm:py-3 sm:text-xl"
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block sm:table-row-group">
          {comparison.priceRows.map((price) => (
            <tr
              key={price.id}
              data-row={price.id}
              className={`${row} ${price.emphasis ? "border-y-2 border-primary-200 bg-primary-50" : "border-b border-line bg-white"}`}
            >
              <th scope="row" className={`${rowHeader} ${price.emphasis ? "font-bold" : ""}`}>
                {price.label}
              </th>
              {price.cells.map((value, index) => (
                <td
                  key={columns[index]?.tier}
                  data-tier={`${columns[index]?.label}: `}
                  className={`${cell} tabular-nums ${price.emphasis ? "font-bold sm:text-xl" : ""}`}
                >
                  <span className="whitespace-nowrap">{value.text}</span>
                  {value.note ? (
                    <>
                      {" "}
                      <span className="block text-muted sm:inline">{value.note}</span>
                    </>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tbody className="block sm:table-row-group">
          <tr className="block sm:table-row">
            <th
              scope="rowgroup"
              colSpan={columns.length + 1}
              className="block bg-paper px-3 pt-5 pb-2 max-[379px]:px-2 text-left text-lg font-bold text-primary-800 sm:table-cell sm:px-4"
            >
              What's included
            </th>
          </tr>
          {comparison.featureRows.map((feature) => (
            <tr
              key={feature.id}
              data-row={feature.id}
              className={`${row} border-b border-line bg-white last:border-b-0`}
            >
              <th scope="row" className={rowHeader}>
                {feature.label}
              </th>
              {feature.cells.map((value, index) => (
                <td key={columns[index]?.tier} data-tier={`${columns[index]?.label}: `} className={cell}>
                  <FeatureCell value={value} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The home page's plan filter (single/couple, annual/quarterly) and the three tiers compared for it. */
export function PlanComparisonSection() {
  const plans = usePlanCatalogue();
  const { open } = useDialogs();
  const [filter, setFilter] = useState<PlanFilter>(DEFAULT_PLAN_FILTER);

  let body: ReactNode;
  if (plans.isPending) {
    body = <LoadingNotice>{UI_TEXT.loadingPlans}</LoadingNotice>;
  } else if (plans.isError) {
    body = (
      <LoadError
        title={LOAD_MESSAGES.plansFailedJustNow}
        error={plans.error}
        onRetry={() => void plans.refetch()}
      />
    );
  } else {
    const comparison = buildPlanComparison(plans.data.plans, filter, plans.data.inclusions);
    body =
      comparison.columns.length === 0 ? (
        <p className="rounded-xl border border-line bg-white p-8 text-center">
          {LOAD_MESSAGES.noPlansForChoice}
        </p>
      ) : (
        <ComparisonTable comparison={comparison} filter={filter} />
      );
  }

  return (
    <div>
      <div className="flex flex-col gap-5 sm:flex-row sm:gap-10">
        <ChoiceGroup
          label="Who is the plan for?"
          hint="Single covers one person; Couple covers two people at one home."
          options={BENEFICIARY_OPTIONS}
          value={filter.beneficiaries}
          onChange={(beneficiaries) => setFilter((f) => ({ ...f, beneficiaries }))}
        />
        <ChoiceGroup
          label="How would you like to pay?"
          hint="Once a year, or every three months."
          options={FREQUENCY_OPTIONS}
          value={filter.frequency}
          onChange={(frequency) => setFilter((f) => ({ ...f, frequency }))}
        />
      </div>
      <p aria-live="polite" className="sr-only">
        {plans.isSuccess ? `Showing plans for ${describeFilter(filter)}.` : ""}
      </p>
      <div className="mt-6">{body}</div>
      <p className="mt-4 text-base text-muted">{PRICE_TEXT.footnote}</p>
      <p className="mt-1 text-base text-muted">{PRICE_TEXT.registrationOnce}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <button type="button" className="btn btn-primary" onClick={() => open("plan")}>
          Choose a plan
        </button>
        <Link to="/plandetails" className="btn btn-outline">
          See every plan and price
        </Link>
      </div>
    </div>
  );
}
