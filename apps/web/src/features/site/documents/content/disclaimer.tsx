import { BRAND_NAME } from "../../../../lib/brand.ts";
import { DocLink, SupportEmail } from "./shared.tsx";
import type { DocumentSection } from "./types.ts";

export const sections: readonly DocumentSection[] = [
  {
    id: "about-this-disclaimer",
    heading: "About this disclaimer",
    body: (
      <p>
        This disclaimer explains important limits of the services that {BRAND_NAME} arranges and of the
        information on our website. Please read it carefully, together with our{" "}
        <DocLink slug="terms-and-conditions" />, before you subscribe to a plan or book a service.
      </p>
    ),
  },
  {
    id: "non-medical-care",
    heading: "Non-medical care only",
    body: (
      <>
        <p>
          {BRAND_NAME} is not a hospital, clinic, nursing agency or other healthcare provider. Our caregivers
          are not doctors or nurses, and our services do not include medical diagnosis, clinical treatment,
          injections, wound care or any other medical procedure.
        </p>
        <ul>
          <li>
            Wellness monitoring means observing a member’s general well-being and telling the family and,
            where appropriate, the member’s doctor about any change we notice. It is not a medical
            examination.
          </li>
          <li>
            Medicine reminders follow the prescription the member’s doctor has given. Caregivers do not decide
            on, change or stop any medicine.
          </li>
          <li>
            When a caregiver accompanies a member to a doctor, hospital or laboratory, the medical advice and
            treatment come from those professionals, not from us.
          </li>
        </ul>
        <p>
          Always seek the advice of a qualified medical practitioner about any health condition, and never
          delay or ignore medical advice because of something you have read on our website or heard from our
          team.
        </p>
      </>
    ),
  },
  {
    id: "emergency-coordination",
    heading: "Emergency coordination is not an emergency service",
    body: (
      <p>
        In an emergency we coordinate the response: we alert the family, help arrange an ambulance and liaise
        with doctors and hospitals. We are not an ambulance service or an emergency medical service, and how
        quickly help arrives depends on factors outside our control, such as traffic, weather, the location of
        the member and the availability of hospitals and ambulances. In a medical emergency, always call 112
        or 108 directly first, and then inform us.
      </p>
    ),
  },
  {
    id: "information-on-this-website",
    heading: "Information on this website",
    body: (
      <p>
        The information on this website is provided in good faith for general guidance about our services. It
        is not medical, legal or financial advice. We take care to keep it accurate and up to date, but we do
        not warrant that it is complete or free from error. Plan features, fees and registration fee waivers
        may change over time; the details shown to you before you pay are the ones that apply to your
        purchase.
      </p>
    ),
  },
  {
    id: "service-availability",
    heading: "Service availability",
    body: (
      <p>
        Our services depend on the availability of caregivers in the member’s area. We may not be able to
        serve every location, and a preferred date or shift is confirmed only when our team accepts the
        booking. We will tell you as early as we can if we are unable to meet a request.
      </p>
    ),
  },
  {
    id: "third-parties",
    heading: "Third parties and their charges",
    body: (
      <>
        <p>
          Doctors, hospitals, diagnostic laboratories, pharmacies, ambulance providers and our payment gateway
          are independent of us. We are not responsible for their advice, services, decisions or charges.
          Their fees are not included in our plans unless your plan says so, and are payable by the member or
          the family.
        </p>
        <p>
          Our website may link to other websites, such as those of government helplines or our payment
          gateway. We do not control those websites and are not responsible for their content or their privacy
          practices.
        </p>
      </>
    ),
  },
  {
    id: "website-availability",
    heading: "Website availability",
    body: (
      <p>
        We aim to keep our website available at all times, but it may sometimes be unavailable because of
        maintenance, technical faults or events beyond our control. If you cannot reach the website and need
        help, please call or email us instead.
      </p>
    ),
  },
  {
    id: "limitation-of-liability",
    heading: "Limitation of liability",
    body: (
      <p>
        To the extent permitted by the laws of India, {BRAND_NAME} is not liable for any loss arising from
        reliance on the information on this website, from the acts or omissions of independent third parties,
        or from events beyond our reasonable control. Our overall liability is limited as set out in our{" "}
        <DocLink slug="terms-and-conditions" />. Nothing in this disclaimer excludes any liability or right
        that cannot be excluded under Indian law.
      </p>
    ),
  },
  {
    id: "contact-us",
    heading: "Contact us",
    body: (
      <p>
        If anything in this disclaimer is unclear, or you would like to discuss whether our services suit a
        member’s needs, please write to us at <SupportEmail /> before you subscribe. We are glad to help.
      </p>
    ),
  },
];
