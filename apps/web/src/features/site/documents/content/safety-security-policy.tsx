import { BRAND_NAME } from "../../../../lib/brand.ts";
import { DocLink, SupportEmail, SupportPhone } from "./shared.tsx";
import type { DocumentSection } from "./types.ts";

export const sections: readonly DocumentSection[] = [
  {
    id: "our-commitment",
    heading: "Our commitment",
    body: (
      <p>
        Families trust {BRAND_NAME} with the people they love most. This policy explains how we keep members
        safe during care, what happens in an emergency, and how we protect your account and personal data. It
        applies to our own caregivers and to every partner agency that works with us.
      </p>
    ),
  },
  {
    id: "choosing-caregivers",
    heading: "Choosing and preparing caregivers",
    body: (
      <ul>
        <li>
          Every caregiver’s identity is verified, and a background check, including police verification, is
          completed before their first visit.
        </li>
        <li>We check previous employment and references.</li>
        <li>
          Caregivers are trained in respectful elder care, hygiene, preventing falls, supporting people living
          with memory loss and responding to emergencies.
        </li>
        <li>Every caregiver agrees to a written code of conduct.</li>
        <li>
          A care coordinator supervises each caregiver, and we regularly ask members and families for
          feedback.
        </li>
      </ul>
    ),
  },
  {
    id: "during-visits",
    heading: "During visits",
    body: (
      <>
        <p>Our caregivers:</p>
        <ul>
          <li>carry an identity card and introduce themselves at the start of each visit;</li>
          <li>arrive at the booked time and inform the family if they are delayed;</li>
          <li>
            never ask for cash, gifts, loans, bank details, card PINs or one-time codes, and never accept
            them;
          </li>
          <li>keep receipts for purchases and errands and return any change;</li>
          <li>
            do not give injections or carry out any medical procedure, and remind members only of medicines
            prescribed by their doctor;
          </li>
          <li>
            do not take photographs or recordings without the member’s consent, and never bring other people
            into the home.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "protecting-members",
    heading: "Protecting members from harm",
    body: (
      <p>
        We have zero tolerance for physical, emotional or financial abuse, neglect or exploitation of any
        member. Caregivers must report any sign of harm to us at once. We inform the family and, where needed,
        the police or other authorities. A caregiver accused of misconduct is withdrawn from all visits while
        we investigate.
      </p>
    ),
  },
  {
    id: "in-an-emergency",
    heading: "In an emergency",
    body: (
      <>
        <p>
          Our service is non-medical. In a medical emergency, always call emergency services first: dial{" "}
          <strong>112</strong>, the national emergency number, or <strong>108</strong> for an ambulance in
          most states. Then contact us on <SupportPhone />. We will alert the family, help arrange an
          ambulance, liaise with doctors and the hospital and, where possible, accompany the member.
        </p>
        <p>
          Elderline, the national helpline for senior citizens, can be reached on <strong>14567</strong>.
          Please keep the member’s emergency contacts, doctors and medical information up to date in your
          profile, so that everyone can act quickly.
        </p>
      </>
    ),
  },
  {
    id: "account-security",
    heading: "Keeping your account safe",
    body: (
      <ul>
        <li>
          You log in only with a one-time code sent to your registered phone or email. There is no password to
          steal or reuse.
        </li>
        <li>
          Never share a one-time code. Our staff will never ask for your one-time code, card details or UPI
          PIN.
        </li>
        <li>Log out when you use a shared device. Logging out removes the session token from the browser.</li>
        <li>
          Pay only through the secure checkout on our website. We will never ask you to pay a caregiver
          directly or to transfer money to a personal account.
        </li>
      </ul>
    ),
  },
  {
    id: "data-security",
    heading: "How we protect data",
    body: (
      <>
        <ul>
          <li>
            Identity document numbers (Aadhaar, PAN, Passport or Voter ID) are stored encrypted, and only
            their last 4 characters are ever shown.
          </li>
          <li>All connections to our website are encrypted.</li>
          <li>Staff can see personal data only when their work requires it.</li>
          <li>Card details are entered with our payment gateway, Razorpay, and never reach our systems.</li>
          <li>We review our security practices regularly.</li>
        </ul>
        <p>
          If a personal data breach happens, we act at once to contain it, and we inform the Data Protection
          Board of India and the people affected as required by the Digital Personal Data Protection Act,
          2023. Our <DocLink slug="privacy-policy" /> explains how we use personal data.
        </p>
      </>
    ),
  },
  {
    id: "reporting-a-concern",
    heading: "Reporting a concern",
    body: (
      <p>
        If you are worried about a member’s safety or a caregiver’s conduct, or you receive a suspicious
        message that claims to be from us, please call us on <SupportPhone /> or write to <SupportEmail />. We
        treat every report seriously and confidentially, and we respond promptly. If anyone is in immediate
        danger, call 112 first.
      </p>
    ),
  },
];
