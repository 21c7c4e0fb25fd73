import { BRAND_NAME } from "../../../../lib/brand.ts";
import { DocLink, GrievanceOfficer } from "./shared.tsx";
import type { DocumentSection } from "./types.ts";

export const sections: readonly DocumentSection[] = [
  {
    id: "who-this-policy-is-for",
    heading: "Who this policy is for",
    body: (
      <>
        <p>
          This policy is for the caregivers who work with {BRAND_NAME} and for our partner agencies and their
          staff (together, “partners”). It explains how we handle partners’ personal data, and the rules every
          partner must follow when handling the personal data of our members and their families.
        </p>
        <p>
          We process personal data in accordance with the Digital Personal Data Protection Act, 2023 (the
          “DPDP Act”) and the Information Technology Act, 2000. How we handle members’ data is described in
          our <DocLink slug="privacy-policy" />.
        </p>
      </>
    ),
  },
  {
    id: "data-we-collect",
    heading: "Personal data we collect from partners",
    body: (
      <ul>
        <li>
          Identity and contact details: name, photograph, date of birth, address, phone number and email.
        </li>
        <li>
          Identity documents such as Aadhaar, PAN, Passport or Voter ID. Numbers are stored encrypted, and
          only their last 4 characters are ever shown.
        </li>
        <li>Background verification: police verification, previous employment and references.</li>
        <li>Qualifications, training records, languages spoken and skills.</li>
        <li>
          For agencies: registered name and address, PAN, GST registration and details of authorised contacts.
        </li>
        <li>Bank account details, so that we can pay fees.</li>
        <li>
          Work records: visit schedules, check-in and check-out times, visit notes, feedback and complaints.
        </li>
      </ul>
    ),
  },
  {
    id: "how-we-use-partner-data",
    heading: "How we use partners’ data",
    body: (
      <ul>
        <li>to verify identity and suitability to care for elderly people;</li>
        <li>to match caregivers with members by skills, language and location;</li>
        <li>to schedule visits and to stay in touch during them;</li>
        <li>to pay fees and to meet our tax obligations, including TDS and GST;</li>
        <li>to monitor the quality and safety of care and to investigate complaints;</li>
        <li>to comply with the law and with lawful requests from the police or courts.</li>
      </ul>
    ),
  },
  {
    id: "what-we-share",
    heading: "What we share about partners",
    body: (
      <p>
        Members and their families see a caregiver’s name, photograph and languages, and that their
        verification is complete. They never see a partner’s identity document number, home address or bank
        details. We also share data with verification agencies and the police for background checks, with our
        bank to make payments, and with authorities when the law requires it. We do not sell partners’ data.
      </p>
    ),
  },
  {
    id: "members-data",
    heading: "What partners may do with members’ data",
    body: (
      <>
        <p>
          Partners receive members’ personal data, such as names, addresses, care needs, health information
          and emergency contacts, only to deliver the services we assign to them. Partners act on our
          instructions and must:
        </p>
        <ul>
          <li>use members’ data only for the booked service and only for as long as it is needed;</li>
          <li>
            not copy it, keep it on personal devices or share it with anyone, including their own family,
            friends or other clients;
          </li>
          <li>not contact members or their families for private work or any purpose outside our service;</li>
          <li>
            not photograph or record a member or their home without the member’s consent, and never post
            anything about a member on social media;
          </li>
          <li>keep health information strictly confidential;</li>
          <li>keep any paper records safe and return or destroy them after the visit;</li>
          <li>
            report any loss, misuse or suspected breach of data to us immediately, and in any case within 24
            hours;
          </li>
          <li>return or delete all members’ data when their work with us ends.</li>
        </ul>
        <p>
          Breaking these rules is serious misconduct. It can lead to immediate termination of the engagement
          and to legal action under the DPDP Act, the Information Technology Act, 2000 and other laws.
        </p>
      </>
    ),
  },
  {
    id: "partner-agencies",
    heading: "Additional duties of partner agencies",
    body: (
      <p>
        Partner agencies must keep appropriate security safeguards, ensure that their staff are trained and
        bound by confidentiality, not engage sub-contractors without our written approval, allow us to review
        their compliance with this policy, and help us respond to requests from members and to any personal
        data breach.
      </p>
    ),
  },
  {
    id: "security-and-retention",
    heading: "Security and retention",
    body: (
      <p>
        Identity document numbers are encrypted, and only staff who need partners’ data can see it. We keep
        partners’ data for as long as they work with us, and afterwards only for as long as tax, legal or
        dispute-resolution needs require, after which it is erased.
      </p>
    ),
  },
  {
    id: "your-rights",
    heading: "Your rights as a partner",
    body: (
      <>
        <p>
          Under the DPDP Act, you may ask for a summary of your personal data and how we process it, ask us to
          correct, complete or update it, ask us to erase it when it is no longer needed (subject to what the
          law requires us to keep), nominate someone to exercise your rights in the event of your death or
          incapacity, and raise a grievance. To do so, please contact:
        </p>
        <GrievanceOfficer />
        <p>
          We acknowledge every grievance within 48 hours and aim to resolve it within one month. If you are
          not satisfied, you may complain to the Data Protection Board of India.
        </p>
      </>
    ),
  },
];
