import { TRUST_FACTS } from "@eldercare/contracts";
import { Check, FileText, IndianRupee, ShieldCheck, X } from "lucide-react";
import { Link } from "react-router";
import { Page } from "../../../components/ui/page.tsx";
import { BRAND_NAME, CONTACT } from "../../../lib/brand.ts";
import { useDialogs } from "../../../lib/dialogs.tsx";
import { CompanionChecks } from "../components/companion-checks.tsx";

const DESCRIPTION = `${BRAND_NAME} is a Kolkata-based team arranging non-medical care, companionship and emergency coordination for elderly parents in India whose families live elsewhere.`;

const WE_DO = [
  "Visit and keep your parents company, and check in by phone between visits",
  "Notice how they are eating, sleeping and feeling, and tell you what we see",
  "Book doctor appointments and tests, go along, and share what was advised",
  "Coordinate ambulances, hospitals and admissions in an emergency, at any hour",
  "Handle errands, bills, bank visits, paperwork, travel and home repairs",
  "Find and verify attendants, and check that the arrangement is working",
] as const;

const WE_DO_NOT = [
  "Diagnose illness, give treatment or change medicines",
  "Replace your parents' doctors, nurses or hospital",
  "Make decisions about your parents without involving them and you",
] as const;

export function AboutPage() {
  const { open } = useDialogs();
  return (
    <Page
      title="About Us"
      description={DESCRIPTION}
      lead="We are the people nearby you can count on, so your parents are looked after and you are never left wondering."
    >
      <section aria-labelledby="who-we-are">
        <h2 id="who-we-are" className="mt-4 text-2xl font-bold sm:text-3xl">
          Who we are
        </h2>
        <p className="mt-3">
          {BRAND_NAME} is a small team of care coordinators, companions and support staff based in Kolkata. We
          know the families we serve well: a job in Bengaluru, Dubai or London, and a mother or father at home
          who insists they are fine. We started {BRAND_NAME} to be the dependable help nearby that those
          families need, and that their parents are happy to welcome in.
        </p>
      </section>

      <section aria-labelledby="why-we-exist">
        <h2 id="why-we-exist" className="mt-10 text-2xl font-bold sm:text-3xl">
          Why we do this
        </h2>
        <p className="mt-3">
          Millions of Indian families now live far from their parents. The worry is constant: Did she get to
          the doctor? Who will help if he falls? Is anyone checking that the bills are paid? Relatives and
          neighbours help when they can, but they have lives of their own. Your parents deserve steady,
          respectful company and help, and you deserve to hear how they really are.
        </p>
      </section>

      <section aria-labelledby="what-we-do">
        <h2 id="what-we-do" className="mt-10 text-2xl font-bold sm:text-3xl">
          What we do, and what we don't
        </h2>
        <p className="mt-3">
          Our care is non-medical. We are not a hospital or a nursing agency; we are the people who make sure
          your parents reach the right care and are supported around it. We coordinate closely with their
          doctors and hospitals and keep you in the loop.
        </p>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <div className="rounded-xl border border-line bg-white p-5">
            <h3 className="text-xl font-bold">We do</h3>
            <ul className="mt-3 space-y-3">
              {WE_DO.map((item) => (
                <li key={item} className="flex gap-3">
                  <Check
                    aria-hidden="true"
                    className="mt-1 size-5 shrink-0 text-primary-700"
                    strokeWidth={3}
                  />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-xl border border-line bg-white p-5">
            <h3 className="text-xl font-bold">We don't</h3>
            <ul className="mt-3 space-y-3">
              {WE_DO_NOT.map((item) => (
                <li key={item} className="flex gap-3">
                  <X aria-hidden="true" className="mt-1 size-5 shrink-0 text-danger" strokeWidth={3} />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
            <p className="mt-4 border-t border-line pt-4 text-muted">
              If your parent needs nursing or medical care at home, we will help you find a licensed provider
              and stay involved to coordinate it.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="companions">
        <h2 id="companions" className="mt-10 text-2xl font-bold sm:text-3xl">
          {TRUST_FACTS.companionsTitle}
        </h2>
        <div className="mt-4">
          <CompanionChecks />
        </div>
      </section>

      <section aria-labelledby="our-promise">
        <h2 id="our-promise" className="mt-10 text-2xl font-bold sm:text-3xl">
          Our promise to you
        </h2>
        <ul className="mt-4 space-y-5">
          <li className="flex gap-4">
            <ShieldCheck aria-hidden="true" className="mt-1 size-7 shrink-0 text-accent-700" />
            <div>
              <h3 className="text-xl font-bold">Verified caregivers</h3>
              <p className="mt-1">
                Everyone who visits your parents has had their identity, references and background checked,
                and is trained in safe, respectful care before their first visit.
              </p>
            </div>
          </li>
          <li className="flex gap-4">
            <IndianRupee aria-hidden="true" className="mt-1 size-7 shrink-0 text-accent-700" />
            <div>
              <h3 className="text-xl font-bold">Transparent pricing in rupees</h3>
              <p className="mt-1">
                Every plan shows its fee, discount, registration fee and total in INR before you pay.{" "}
                <Link to="/plandetails" className="font-semibold underline underline-offset-4">
                  See all plans and prices
                </Link>
                .
              </p>
            </div>
          </li>
          <li className="flex gap-4">
            <FileText aria-hidden="true" className="mt-1 size-7 shrink-0 text-accent-700" />
            <div>
              <h3 className="text-xl font-bold">Clear cancellation terms</h3>
              <p className="mt-1">
                If you need to stop, our terms are written in plain words: how much notice we need and how and
                when refunds are made.{" "}
                <Link
                  to="/documents/cancellation-refund"
                  className="font-semibold underline underline-offset-4"
                >
                  Read our cancellation and refund policy
                </Link>
                .
              </p>
            </div>
          </li>
        </ul>
      </section>

      <section
        aria-labelledby="talk-to-us"
        className="mt-12 rounded-2xl bg-primary-800 p-6 text-white [--focus-ring:var(--color-accent-400)] sm:p-8"
      >
        <h2 id="talk-to-us" className="text-2xl font-bold text-white">
          Talk to us about your parents
        </h2>
        <p className="mt-2 text-primary-50">
          Tell us what worries you and we will call you back, with no obligation. You can also reach us on{" "}
          <a
            href={CONTACT.phoneHref}
            className="font-semibold whitespace-nowrap text-accent-100 underline underline-offset-4"
          >
            {CONTACT.phoneDisplay}
          </a>
          .
        </p>
        <button type="button" className="btn btn-accent mt-5" onClick={() => open("enquiry")}>
          Enquire now
        </button>
      </section>
    </Page>
  );
}
