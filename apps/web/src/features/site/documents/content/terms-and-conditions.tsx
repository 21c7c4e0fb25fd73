import { BOOKING_RULES, LEGAL_TERMS } from "@eldercare/contracts";
import { BRAND_NAME } from "../../../../lib/brand.ts";
import { DocLink, GrievanceOfficer, SupportEmail } from "./shared.tsx";
import type { DocumentSection } from "./types.ts";

export const sections: readonly DocumentSection[] = [
  {
    id: "about-these-terms",
    heading: "About these terms",
    body: (
      <>
        <p>
          These Terms and Conditions govern your use of the {BRAND_NAME} website and of the care services we
          arrange through it. {BRAND_NAME} (“we”, “us”, “our”) is based in Kolkata, West Bengal, India. By
          registering, subscribing to a plan or booking a service, you agree to these terms and to the
          policies they refer to, including our <DocLink slug="privacy-policy" /> and our{" "}
          <DocLink slug="cancellation-refund" />. If you do not agree, please do not use our services.
        </p>
        <p>
          In these terms, “you” means the person who registers with us, and “member” means the elderly person
          who receives care. You and the member may be the same person.
        </p>
      </>
    ),
  },
  {
    id: "our-services",
    heading: "Our services",
    body: (
      <>
        <p>
          We arrange non-medical care and support for elderly people in India, delivered by our trained
          caregivers and by carefully selected partner agencies. Depending on your plan, our services include:
        </p>
        <ul>
          <li>companionship visits and regular check-ins;</li>
          <li>
            wellness monitoring, such as observing general well-being and reminding the member to take
            medicines prescribed by their doctor;
          </li>
          <li>help with daily activities at home;</li>
          <li>accompaniment to doctors’ appointments, diagnostic tests and hospital visits;</li>
          <li>logistics and errands, such as paying bills, buying groceries and setting up video calls;</li>
          <li>
            emergency coordination: alerting the family, arranging an ambulance and liaising with doctors and
            hospitals.
          </li>
        </ul>
        <p>
          We do not provide medical diagnosis, clinical treatment or nursing procedures, and our caregivers
          are not a substitute for a qualified doctor. Our <DocLink slug="disclaimer" /> explains this in more
          detail.
        </p>
      </>
    ),
  },
  {
    id: "registration-and-account",
    heading: "Registration and your account",
    body: (
      <>
        <p>
          You must be at least 18 years old and competent to contract under the Indian Contract Act, 1872. To
          register, you give your full name, a mobile number with the +91 country code and an email address
          (the phone number and the email address are each verified by a one-time code), your relationship to
          the member, and an identity document: Aadhaar, PAN, Passport or Voter ID.
        </p>
        <p>
          You log in with a one-time code sent to your registered phone or email; we do not use passwords.
          Never share a one-time code with anyone, including anyone who claims to be from us. You are
          responsible for activity in your account and must tell us promptly if you think it has been misused.
        </p>
        <p>
          If you register on behalf of a parent or another relative, you confirm that you have their consent,
          or the legal authority, to share their details with us and to arrange care for them.
        </p>
      </>
    ),
  },
  {
    id: "plans-fees-and-payment",
    heading: "Plans, fees and payment",
    body: (
      <>
        <p>
          Our subscription plans come in three tiers, Bronze, Silver and Gold, each for a Single member or a
          Couple, paid Annually or Quarterly. The plan fee, any saving and any one-time registration fee are
          shown before you pay. The registration fee may be waived on some plans.
        </p>
        <ul>
          <li>All payments are made in Indian Rupees (INR) only.</li>
          <li>
            Payments are processed by our payment gateway, Razorpay. We never see or store your card details.
          </li>
          <li>We issue a GST tax invoice for every payment.</li>
          <li>
            A plan starts when your payment is confirmed and runs for the period you paid for. Plans do not
            renew automatically; to continue, you pay for the next period.
          </li>
        </ul>
        <p>
          We will tell you before any change to plan fees takes effect. A change never affects a period you
          have already paid for.
        </p>
      </>
    ),
  },
  {
    id: "booking-services",
    heading: "Booking services",
    body: (
      <>
        <p>
          Once you have an active subscription, you can book visits for the loved ones on your profile and
          choose a day, a shift and a start time. A booking is a request until our team confirms it. We do our
          best to meet your preferred date and shift, but visits depend on caregiver availability and on where
          your loved one lives.
        </p>
        <ul>
          <li>
            Visits can be booked at least {BOOKING_RULES.minNoticeHours} hours and at most{" "}
            {BOOKING_RULES.windowDays} days ahead, within your plan's dates and its monthly allowance.
          </li>
          <li>
            You can cancel a visit from My bookings until {BOOKING_RULES.cancelCutoffHours} hours before it
            starts; the visit then returns to that month's allowance. After that, please call us.
          </li>
          <li>
            You can ask to move an upcoming visit to another day or shift; our team confirms the new time or
            tells you why it is not possible.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "your-responsibilities",
    heading: "Your responsibilities",
    body: (
      <ul>
        <li>
          Give accurate information, including the member’s health conditions, medicines, allergies and
          emergency contacts, and keep it up to date.
        </li>
        <li>Tell us about anything at the member’s home that could affect the safety of a visit.</li>
        <li>
          Treat caregivers with courtesy, and do not ask them to carry out medical procedures or work outside
          the booked service.
        </li>
        <li>Do not pay caregivers directly or engage them privately while your subscription lasts.</li>
        <li>Keep cash, jewellery and important documents safely put away.</li>
      </ul>
    ),
  },
  {
    id: "cancellation-and-refunds",
    heading: "Cancellation and refunds",
    body: (
      <>
        <p>
          You may cancel your subscription by giving us at least {LEGAL_TERMS.cancellationNoticeDays} days’
          written notice. Before your service starts, you receive a 100% refund less administrative charges.
          After it has started, you receive a pro-rated refund, with administrative charges of up to{" "}
          {LEGAL_TERMS.afterStartAdminChargeMaxPercent}% of the total fees. One-time or custom services are
          non-refundable once used or scheduled. Refunds are made within {LEGAL_TERMS.refundWorkingDays}{" "}
          working days, in INR, to the original payment method. The full rules are in our{" "}
          <DocLink slug="cancellation-refund" />.
        </p>
        <p>
          We may suspend or end a subscription if these terms are seriously breached, if false information is
          given, or if a caregiver’s safety is at risk. If we end a subscription for any other reason, we
          refund the unused part of your fees.
        </p>
      </>
    ),
  },
  {
    id: "our-liability",
    heading: "Our liability",
    body: (
      <p>
        We take reasonable care in selecting, training and supervising caregivers and partners. To the extent
        permitted by law, we are not liable for indirect or consequential loss, or for failures caused by
        events beyond our reasonable control, such as natural calamities, epidemics, strikes or orders of
        government. Our total liability for any claim about a subscription is limited to the fees you paid for
        it in the 12 months before the claim. Nothing in these terms limits any liability that cannot be
        limited under Indian law, including your rights under the Consumer Protection Act, 2019.
      </p>
    ),
  },
  {
    id: "website-content",
    heading: "Website content",
    body: (
      <p>
        The text, logos and design of this website belong to us or to our licensors. You may view and print
        pages for your personal use, but you may not copy them for commercial use without our written
        permission.
      </p>
    ),
  },
  {
    id: "changes-to-these-terms",
    heading: "Changes to these terms",
    body: (
      <p>
        We may update these terms from time to time; the date at the top of this page shows the latest
        version. We will email registered users about important changes before they take effect.
      </p>
    ),
  },
  {
    id: "governing-law-and-disputes",
    heading: "Governing law and disputes",
    body: (
      <p>
        These terms are governed by the laws of India. We always try to resolve a concern with you directly
        first, so please write to us at <SupportEmail />. Any dispute that cannot be settled amicably is
        subject to the exclusive jurisdiction of the courts in {LEGAL_TERMS.jurisdiction}, West Bengal.
      </p>
    ),
  },
  {
    id: "contact-and-grievances",
    heading: "Contact and grievances",
    body: (
      <>
        <p>For questions about these terms, or to raise a grievance, please contact:</p>
        <GrievanceOfficer />
        <p>We acknowledge every grievance within 48 hours and aim to resolve it within one month.</p>
      </>
    ),
  },
];
