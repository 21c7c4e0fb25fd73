import type { PaymentFrequency, PlanTier } from "./constants.ts";
import { formatWholeInr } from "./money.ts";

/**
 * The one registration-fee rule every plan follows (issue 25), so a family comparing plans can check
 * it: a one-time fee by tier, waived on Silver annual and on every Gold plan, and paid once, with a
 * member's first plan (a later plan never charges it again).
 */
export const REGISTRATION_FEE_RULE = {
  /** The fee in rupees, by tier. */
  feeRupees: { bronze: 2000, silver: 2000, gold: 2500 } satisfies Record<PlanTier, number>,
  waived: (tier: PlanTier, frequency: PaymentFrequency) =>
    tier === "gold" || (tier === "silver" && frequency === "Annual"),
} as const;

const rupees = formatWholeInr;
const fee = REGISTRATION_FEE_RULE.feeRupees;

/** How prices are described beside them, wherever they are shown. */
export const PRICE_TEXT = {
  gstIncluded: "GST included",
  /** Under the plans' prices. */
  footnote:
    "All amounts are in Indian rupees (INR), GST included. Total is the plan fee less the discount, plus the registration fee unless it is waived. Net saving is the discount plus a waived registration fee.",
  registrationOnce: `The registration fee is paid once, with your first plan: ${rupees(fee.bronze)} for Bronze, ${rupees(fee.silver)} for Silver and ${rupees(fee.gold)} for Gold. Silver annual and every Gold plan waive it.`,
  /** The registration fee line for a member who paid it with an earlier plan. */
  registrationPaid: "Paid with your first plan",
} as const;
