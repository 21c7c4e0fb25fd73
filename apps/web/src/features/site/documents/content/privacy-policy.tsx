import { BRAND_NAME } from "../../../../lib/brand.ts";
import { DocLink, GrievanceOfficer, SupportEmail } from "./shared.tsx";
import type { DocumentSection } from "./types.ts";

export const sections: readonly DocumentSection[] = [
  {
    id: "about-this-policy",
    heading: "About this policy",
    body: (
      <p>
        This Privacy Policy explains how {BRAND_NAME}, based in Kolkata, collects, uses, shares and protects
        personal data when you use our website and services. We process personal data in accordance with the
        Digital Personal Data Protection Act, 2023 (the “DPDP Act”), the Information Technology Act, 2000 and
        the rules made under them. Under the DPDP Act, we are the Data Fiduciary for the personal data
        described here.
      </p>
    ),
  },
  {
    id: "data-we-collect",
    heading: "Personal data we collect",
    body: (
      <ul>
        <li>
          <strong>Registration details:</strong> your full name, mobile number (+91), email address and your
          relationship to the member.
        </li>
        <li>
          <strong>Identity document:</strong> the type of document (Aadhaar, PAN, Passport or Voter ID) and
          its number. The number is stored encrypted, and only its last 4 characters are ever shown. We do not
          use Aadhaar for authentication and we never collect biometric information.
        </li>
        <li>
          <strong>Your address:</strong> if you add it to your profile, your postal address, which we print on
          your GST invoices.
        </li>
        <li>
          <strong>Your loved ones’ details:</strong> for each person we care for (at most two), their name,
          relationship to you, date of birth, gender, the address where care happens, an on-site contact
          person and their phone number, the languages they speak, how they get about, and your notes on their
          routine and preferences. Our companions give non-medical care, so we ask you not to enter diagnoses
          or medicines in these notes.
        </li>
        <li>
          <strong>Payment records:</strong> the plan you choose, amounts paid, payment references and GST
          invoice details. Card, UPI and bank details are handled by our payment gateway, Razorpay; we never
          receive or store your card details.
        </li>
        <li>
          <strong>Service records:</strong> your bookings, visit notes, enquiries and questions you send us,
          and the callback time you prefer.
        </li>
        <li>
          <strong>Technical data:</strong> a session token kept in your browser after you log in, and server
          logs (such as IP address, browser type and time of request) used to keep our systems secure.
        </li>
      </ul>
    ),
  },
  {
    id: "why-we-use-data",
    heading: "Why we use your data",
    body: (
      <>
        <p>We use personal data only for the purposes for which it was given, or as the DPDP Act permits:</p>
        <ul>
          <li>to verify your phone number and email address, and to log you in with one-time codes;</li>
          <li>to confirm identities and to prevent fraud and impersonation;</li>
          <li>to set up your subscription, take payment and issue GST tax invoices;</li>
          <li>to plan and deliver care, schedule caregivers and coordinate help in an emergency;</li>
          <li>to answer enquiries and to call you back at the time you choose;</li>
          <li>to send service messages, such as booking confirmations and renewal reminders;</li>
          <li>to meet our legal, tax and regulatory obligations.</li>
        </ul>
        <p>We do not sell personal data, and we do not use it for advertising or profiling.</p>
      </>
    ),
  },
  {
    id: "consent",
    heading: "Consent and acting for a member",
    body: (
      <p>
        By registering, you consent to the processing described in this policy; we record the version of this
        policy you accepted and when. You may withdraw your consent at any time with “Erase my account” in the
        “Your data” section of your profile, or by writing to us. Withdrawal does not affect processing
        already carried out, but we can no longer provide services that depend on it. When you share a
        member’s data, you confirm that the member has agreed, or that you are their lawful guardian or are
        otherwise authorised to act for them. Our services are not meant for anyone under 18 to register.
      </p>
    ),
  },
  {
    id: "who-we-share-with",
    heading: "Who we share data with",
    body: (
      <>
        <ul>
          <li>
            Caregivers and partner agencies assigned to a member receive only what they need for the booked
            service, such as the member’s name, address, care needs and emergency contacts. They are bound by
            our <DocLink slug="partner-privacy-policy" />.
          </li>
          <li>Razorpay receives the details needed to process your payment.</li>
          <li>
            Service providers that host our systems or deliver our one-time codes, emails and text messages,
            under contracts that require them to protect the data.
          </li>
          <li>Doctors, hospitals and ambulance services, when a member needs help in an emergency.</li>
          <li>Government authorities and courts, when the law requires us to.</li>
        </ul>
        <p>
          Some service providers may process data outside India. Any such transfer follows the restrictions
          notified by the Central Government under the DPDP Act.
        </p>
      </>
    ),
  },
  {
    id: "how-we-protect-data",
    heading: "How we protect data",
    body: (
      <p>
        We follow reasonable security practices as required by section 43A of the Information Technology Act,
        2000 and the rules made under it. Identity document numbers are encrypted, connections to our website
        are encrypted, and access to personal data is limited to staff who need it. There are no passwords to
        steal: logging in always needs a fresh one-time code. If a personal data breach occurs, we will inform
        the Data Protection Board of India and the people affected, as the law requires. Our{" "}
        <DocLink slug="safety-security-policy" /> gives more detail.
      </p>
    ),
  },
  {
    id: "how-long-we-keep-data",
    heading: "How long we keep data",
    body: (
      <p>
        We keep personal data while your account is active and for as long as it is needed for the purposes in
        this policy. After that we erase it, unless the law requires us to keep it for longer. When you erase
        your account, we delete your identity document number and your loved ones’ details, and remove your
        name, phone number, email address and postal address from our records. We keep payment records and the
        GST invoices already issued (with your name as printed on them) for the 72 months that section 36 of
        the Central Goods and Services Tax Act, 2017 requires.
      </p>
    ),
  },
  {
    id: "your-rights",
    heading: "Your rights and how to use them",
    body: (
      <>
        <p>
          Under the DPDP Act, you have these rights, most of which you can use yourself from your profile:
        </p>
        <ul>
          <li>
            <strong>Access:</strong> choose “Download my data” in the “Your data” section of your profile to
            save, as one file, what we hold about you and your loved ones (your identity document number stays
            masked). We can also tell you who we have shared it with.
          </li>
          <li>
            <strong>Correction:</strong> choose “Edit” on your profile to correct your name, relationship and
            postal address, “Change” for your phone number or email (confirmed with a one-time code), and
            “Manage loved ones” for their details. To correct your identity document, write to us.
          </li>
          <li>
            <strong>Erasure and withdrawing consent:</strong> choose “Erase my account” in the “Your data”
            section of your profile and confirm with the one-time code we send to your registered phone. If a
            plan is running or paid for, we first tell you what happens to it under our{" "}
            <DocLink slug="cancellation-refund" />. We keep only the records described above.
          </li>
          <li>
            <strong>Grievance redressal:</strong> write to our Grievance Officer (below).
          </li>
          <li>
            <strong>Nomination:</strong> nominate someone to exercise these rights if you die or cannot act,
            by writing to us.
          </li>
        </ul>
        <p>
          For any other request, write to us at <SupportEmail />. If you are not satisfied with our response,
          you may complain to the Data Protection Board of India.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    heading: "Cookies and browser storage",
    body: (
      <p>
        We do not use advertising or tracking cookies. The only item our website keeps in your browser is the
        session token that keeps you logged in. See our <DocLink slug="cookie-policy" />.
      </p>
    ),
  },
  {
    id: "grievance-officer",
    heading: "Grievance Officer",
    body: (
      <>
        <p>For questions or complaints about your personal data, please contact:</p>
        <GrievanceOfficer />
        <p>We acknowledge every grievance within 48 hours and aim to resolve it within one month.</p>
      </>
    ),
  },
  {
    id: "changes-to-this-policy",
    heading: "Changes to this policy",
    body: (
      <p>
        We may update this policy from time to time; the date at the top of this page shows the latest
        version. We will email registered users about important changes before they take effect.
      </p>
    ),
  },
];
