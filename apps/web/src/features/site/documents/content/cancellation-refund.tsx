import { LEGAL_TERMS } from "@eldercare/contracts";
import { BRAND_NAME } from "../../../../lib/brand.ts";
import { DocLink, POSTAL_ADDRESS, SupportEmail } from "./shared.tsx";
import type { DocumentSection } from "./types.ts";

const NOTICE_DAYS = LEGAL_TERMS.cancellationNoticeDays;
const REFUND_DAYS = LEGAL_TERMS.refundWorkingDays;
const MAX_ADMIN_PERCENT = LEGAL_TERMS.afterStartAdminChargeMaxPercent;

export const sections: readonly DocumentSection[] = [
  {
    id: "at-a-glance",
    heading: "At a glance",
    body: (
      <ul>
        <li>To cancel a subscription, give us at least {NOTICE_DAYS} days’ written notice.</li>
        <li>
          If you cancel before your service starts, you receive a 100% refund less administrative charges.
        </li>
        <li>
          If you cancel after your service has started, you receive a pro-rated refund, with administrative
          charges of up to {MAX_ADMIN_PERCENT}% of the total fees.
        </li>
        <li>One-time or custom services are non-refundable once used or scheduled.</li>
        <li>
          Refunds are made within {REFUND_DAYS} working days, in Indian Rupees (INR), to the original payment
          method.
        </li>
        <li>All payments are in INR only, and disputes go to the courts in {LEGAL_TERMS.jurisdiction}.</li>
      </ul>
    ),
  },
  {
    id: "about-this-policy",
    heading: "About this policy",
    body: (
      <p>
        This policy explains how you can cancel a subscription plan or a service arranged by {BRAND_NAME}, and
        how refunds are calculated and paid. It forms part of our <DocLink slug="terms-and-conditions" />. It
        applies to every plan, whether Bronze, Silver or Gold, for a Single member or a Couple, paid Annually
        or Quarterly.
      </p>
    ),
  },
  {
    id: "how-to-cancel",
    heading: "How to cancel your subscription",
    body: (
      <>
        <p>
          Give us written notice at least {NOTICE_DAYS} days before the date from which you want the
          cancellation to take effect. An email to <SupportEmail /> from your registered email address counts
          as written notice; you may also write to us at {POSTAL_ADDRESS}. Please include:
        </p>
        <ul>
          <li>your full name and registered mobile number;</li>
          <li>the name of the member and the plan you wish to cancel;</li>
          <li>the date from which you want the cancellation to take effect.</li>
        </ul>
        <p>
          The cancellation takes effect on the date you ask for, or {NOTICE_DAYS} days after we receive your
          notice, whichever is later. Services continue as normal during the notice period. We confirm every
          cancellation in writing, with the amount of any refund and how it has been worked out.
        </p>
      </>
    ),
  },
  {
    id: "before-service-starts",
    heading: "If you cancel before your service starts",
    body: (
      <p>
        If your cancellation takes effect before your service has started, you receive a refund of 100% of the
        fees you paid, less administrative charges. Administrative charges cover the work already done for
        you, such as registration, identity verification, care planning and payment processing. The exact
        amount is stated in our written confirmation.
      </p>
    ),
  },
  {
    id: "after-service-starts",
    heading: "If you cancel after your service has started",
    body: (
      <>
        <p>
          If your cancellation takes effect after your service has started, you receive a pro-rated refund for
          the unused part of the period you paid for, counted from the date the cancellation takes effect.
          Administrative charges of up to {MAX_ADMIN_PERCENT}% of the total fees are deducted from the refund.
        </p>
        <p>
          <strong>Example:</strong> you paid ₹60,000 for an annual plan and your cancellation takes effect
          after three months. The unused part is nine months, worth ₹45,000. Administrative charges can be at
          most {MAX_ADMIN_PERCENT}% of ₹60,000, which is ₹12,000, so you would receive at least ₹33,000.
        </p>
      </>
    ),
  },
  {
    id: "one-time-and-custom-services",
    heading: "One-time and custom services",
    body: (
      <>
        <p>
          One-time or custom services, such as a single accompanied hospital visit or an arrangement made
          specially for a member, are non-refundable once they have been used or scheduled. Please check the
          date and details carefully before you confirm such a service.
        </p>
        <p>
          Cancelling an individual visit from your profile does not cancel your subscription and does not lead
          to a refund of plan fees.
        </p>
      </>
    ),
  },
  {
    id: "how-refunds-are-paid",
    heading: "How refunds are paid",
    body: (
      <ul>
        <li>Refunds are made within {REFUND_DAYS} working days of the date we confirm your cancellation.</li>
        <li>
          Refunds are paid in Indian Rupees (INR) only, to the original payment method: the card, UPI account
          or bank account you paid with. We cannot pay a refund in cash or to a different account.
        </li>
        <li>Your bank may take a few more days to show the refund in your statement.</li>
        <li>Where GST was charged, we issue a credit note and adjust the tax as the law requires.</li>
      </ul>
    ),
  },
  {
    id: "if-we-cancel",
    heading: "If we cancel",
    body: (
      <p>
        If we are unable to continue a service, for example because we can no longer serve the member’s area,
        or if we end your subscription for any reason other than a breach of our terms, we refund the unused
        part of your fees in full, without administrative charges, within {REFUND_DAYS} working days.
      </p>
    ),
  },
  {
    id: "questions-and-disputes",
    heading: "Questions and disputes",
    body: (
      <p>
        If you have a question about a cancellation or a refund, please write to <SupportEmail />. We will try
        our best to resolve any concern with you directly. This policy is governed by the laws of India, and
        any dispute that cannot be settled amicably is subject to the exclusive jurisdiction of the courts in{" "}
        {LEGAL_TERMS.jurisdiction}, West Bengal.
      </p>
    ),
  },
];
