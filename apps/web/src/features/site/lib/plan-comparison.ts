import {
  type BeneficiaryCount,
  DEFAULT_PLAN,
  type PaymentFrequency,
  PLAN_TIERS,
  type PlanTier,
  type PlanTierInclusions,
  PRICE_TEXT,
  type ServiceKind,
  type SubscriptionPlan,
  UI_TEXT,
} from "@eldercare/contracts";
import { formatInr } from "../../../lib/format.ts";
import { inclusionKinds, inclusionsOf } from "../../../lib/plan-inclusions.ts";
import { discountAmount, tierLabel } from "../../../lib/plan-tiers.ts";

/** true: included; false: not included; text: how much of it (for example "4 a month"). */
export type PlanFeatureValue = boolean | string;

export interface PlanFilter {
  beneficiaries: BeneficiaryCount;
  frequency: PaymentFrequency;
}

/** Spec §9: the default plan is single and annual. */
export const DEFAULT_PLAN_FILTER: PlanFilter = {
  beneficiaries: DEFAULT_PLAN.beneficiaries,
  frequency: DEFAULT_PLAN.frequency,
};

export interface PlanColumn {
  tier: PlanTier;
  label: string;
  plan: SubscriptionPlan;
}

/** A price as shown: the amount (or Waived, No discount) and, for a discount, its percentage. */
export interface PriceCell {
  text: string;
  note?: string;
}

export interface PriceRow {
  id: "plan-fee" | "discount" | "registration-fee" | "total" | "net-saving";
  label: string;
  cells: PriceCell[];
  emphasis: boolean;
}

export interface FeatureRow {
  id: ServiceKind;
  label: string;
  cells: PlanFeatureValue[];
}

export interface PlanComparison {
  /** Bronze, Silver, Gold (PLAN_TIERS order), only the tiers offered for the filter. */
  columns: PlanColumn[];
  priceRows: PriceRow[];
  featureRows: FeatureRow[];
}

/** The tiers' plans for one filter (single/couple × annual/quarterly), in PLAN_TIERS order. */
export function plansForFilter(plans: readonly SubscriptionPlan[], filter: PlanFilter): PlanColumn[] {
  return PLAN_TIERS.flatMap((tier) => {
    const plan = plans.find(
      (p) =>
        p.plan_type_name === tier &&
        p.beneficiary_count_dtls === filter.beneficiaries &&
        p.frequency_of_payment_dtls === filter.frequency,
    );
    return plan ? [{ tier, label: tierLabel(tier), plan }] : [];
  });
}

/** Spec §9: the registration fee row is hidden when the fee is zero for every plan in view. */
export function showRegistrationFeeRow(
  plans: readonly Pick<SubscriptionPlan, "registration_fee">[],
): boolean {
  return plans.some((p) => p.registration_fee > 0);
}

/** "Waived" when the fee is not charged (waived, or never due), else the amount: one word for both. */
export function registrationFeeLabel(
  plan: Pick<SubscriptionPlan, "registration_fee" | "reg_fee_waived">,
): string {
  if (plan.registration_fee === 0 || plan.reg_fee_waived === 1) return UI_TEXT.waived;
  return formatInr(plan.registration_fee);
}

/** "₹10,800.00" with the note "(15% off)"; "No discount" when tier_saving is 0. */
export function discountCell(plan: Pick<SubscriptionPlan, "plan_fee" | "tier_saving">): PriceCell {
  if (plan.tier_saving <= 0) return { text: UI_TEXT.noDiscount };
  return { text: formatInr(discountAmount(plan)), note: `(${plan.tier_saving}% off)` };
}

/** A cell in one line of text: "₹10,800.00 (15% off)". */
export function priceCellText(cell: PriceCell): string {
  return cell.note ? `${cell.text} ${cell.note}` : cell.text;
}

/** A tier's cell for one kind: its text, true when simply included, false when the tier does not include it. */
function featureValue(
  inclusions: readonly PlanTierInclusions[],
  tier: PlanTier,
  kind: ServiceKind,
): PlanFeatureValue {
  const item = inclusionsOf(inclusions, tier).find((i) => i.kind === kind);
  if (!item) return false;
  return item.detail ?? true;
}

/**
 * The rows of the home page's feature table for one filter: prices from the catalogue, then what each tier
 * includes (from the catalogue too: one row for every kind any tier includes).
 */
export function buildPlanComparison(
  plans: readonly SubscriptionPlan[],
  filter: PlanFilter,
  inclusions: readonly PlanTierInclusions[],
): PlanComparison {
  const columns = plansForFilter(plans, filter);
  const inView = columns.map((c) => c.plan);
  const row = (
    id: PriceRow["id"],
    label: string,
    cell: (plan: SubscriptionPlan) => PriceCell | string,
    emphasis = false,
  ): PriceRow => ({
    id,
    label,
    cells: inView.map((plan) => {
      const value = cell(plan);
      return typeof value === "string" ? { text: value } : value;
    }),
    emphasis,
  });

  const priceRows: PriceRow[] = [
    row("plan-fee", "Plan fee", (p) => formatInr(p.plan_fee)),
    row("discount", "Discount", discountCell),
    ...(showRegistrationFeeRow(inView)
      ? [row("registration-fee", "Registration fee", registrationFeeLabel)]
      : []),
    row("total", `Total (${PRICE_TEXT.gstIncluded})`, (p) => formatInr(p.plan_tier_amt), true),
    row("net-saving", "Net saving", (p) => formatInr(p.net_saving)),
  ];
  const featureRows = inclusionKinds(inclusions).map(({ kind, label }) => ({
    id: kind,
    label,
    cells: columns.map((c) => featureValue(inclusions, c.tier, kind)),
  }));
  return { columns, priceRows, featureRows };
}

/** "one person (Single), paid annually": how the filter reads in the table's caption. */
export function describeFilter(filter: PlanFilter): string {
  const who = filter.beneficiaries === "Single" ? "one person (Single)" : "two people (Couple)";
  const how = filter.frequency === "Annual" ? "paid annually" : "paid quarterly";
  return `${who}, ${how}`;
}
