import { TRUST_FACTS, UI_TEXT } from "@eldercare/contracts";
import {
  BellRing,
  CalendarPlus,
  ClipboardList,
  HeartHandshake,
  type LucideIcon,
  Smile,
  UserRoundCheck,
} from "lucide-react";
import { Link } from "react-router";
import { useDialogs } from "../../../lib/dialogs.tsx";
import { useSession } from "../../../lib/session.tsx";
import { usePageMeta } from "../../../lib/use-page-meta.ts";
import { AssistanceTypeCards } from "../components/assistance-type-cards.tsx";
import { CompanionChecks } from "../components/companion-checks.tsx";
import { PlanComparisonSection } from "../components/plan-comparison.tsx";
import { WhereWeServe } from "../components/where-we-serve.tsx";

const DESCRIPTION =
  "Non-medical care for your parents in India while you live elsewhere: companionship, wellness monitoring, daily assistance and 24x7 emergency coordination, with plans in INR.";

const PILLARS: ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: Smile,
    title: "Companionship",
    text: "Regular visits from a friendly, verified companion, so your parents are never alone for long.",
  },
  {
    icon: HeartHandshake,
    title: "Wellness monitoring",
    text: "Check-in calls and visits that notice how they are eating, sleeping and feeling, shared with you.",
  },
  {
    icon: ClipboardList,
    title: "Daily assistance",
    text: "Help with errands, bills, doctor visits, groceries and the small jobs that pile up.",
  },
  {
    icon: BellRing,
    title: "Emergency coordination",
    text: "One call, any hour: we alert you, get help to them and work with doctors and hospitals.",
  },
];

const STEPS = [
  {
    title: "Register",
    text: "Tell us about yourself and your loved one. We verify your phone and email so only you can manage the account.",
  },
  {
    title: "Choose a plan",
    text: "Pick Bronze, Silver or Gold, for one person or a couple, paid yearly or quarterly. Prices are in rupees, with nothing hidden.",
  },
  {
    title: "We arrange care",
    text: "A care coordinator meets your parent, sets up visits and calls, and keeps you updated wherever you live.",
  },
] as const;

/** Who is reading the home page: a visitor, a logged-in member or the team ("admin"). */
type Reader = ReturnType<typeof useSession>["session"]["kind"];

/**
 * What to do next: a visitor registers or enquires; a member, already registered, books a visit or
 * looks at their plan and bookings; the team goes to the console.
 */
function CallsToAction({ reader, className = "" }: { reader: Reader; className?: string }) {
  const { open } = useDialogs();
  const box = `flex flex-col gap-3 sm:flex-row ${className}`;
  if (reader === "member") {
    return (
      <div className={box}>
        <Link to="/service/booking" className="btn btn-primary">
          <CalendarPlus aria-hidden="true" className="size-5" />
          Book a visit
        </Link>
        <Link to="/planandservicedetails" className="btn btn-outline bg-white">
          <ClipboardList aria-hidden="true" className="size-5" />
          My plan and bookings
        </Link>
      </div>
    );
  }
  if (reader === "admin") {
    return (
      <div className={box}>
        <Link to="/admin/dashboard" className="btn btn-primary">
          Go to the admin dashboard
        </Link>
      </div>
    );
  }
  return (
    <div className={box}>
      <button type="button" className="btn btn-primary" onClick={() => open("registration")}>
        Register now
      </button>
      <button type="button" className="btn btn-outline bg-white" onClick={() => open("enquiry")}>
        Enquire now
      </button>
    </div>
  );
}

/** The closing invitation, in words that fit who is reading. */
function ReadyText({ reader }: { reader: Reader }) {
  if (reader === "member") {
    return (
      <>
        Book the next visit for your loved one, or see your plan, your bookings and your requests in one
        place.
      </>
    );
  }
  return (
    <>
      Register in a few minutes, or tell us about your parents and we will call you back to talk it through.
      There is no obligation.
    </>
  );
}

export function HomePage() {
  usePageMeta("Home", DESCRIPTION);
  const reader = useSession().session.kind;
  return (
    <>
      <section className="bg-linear-to-b from-primary-50 to-paper" aria-labelledby="home-title">
        <div className="page-frame py-12 text-center sm:py-20">
          <h1 id="home-title" className="text-4xl font-bold sm:text-5xl">
            {UI_TEXT.tagline}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-xl text-muted">
            When you cannot be there, our verified companions and care coordinators can. We look in on your
            parents, keep them company, help with the everyday and step in quickly in an emergency, and we
            keep you informed every step of the way.
          </p>
          <CallsToAction reader={reader} className="mt-8 justify-center" />
          {reader === "visitor" ? (
            <p className="mt-4 text-base text-muted">
              Or{" "}
              <a href="#plans" className="font-semibold underline underline-offset-4">
                compare plans and prices
              </a>{" "}
              first.
            </p>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="what-we-do" className="page-frame py-12 sm:py-16">
        <h2 id="what-we-do" className="text-3xl font-bold">
          Care for your parents, while you live elsewhere
        </h2>
        <p className="mt-4 max-w-3xl">
          Many of us have built our lives in another city or another country while our parents stay at home in
          India. We are the people nearby you can rely on. Our care is non-medical: we do not diagnose, treat
          or prescribe, but we make sure your parents get to the doctors and hospitals who do, and that
          nothing falls through the cracks in between.
        </p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PILLARS.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Icon aria-hidden="true" className="size-8 text-accent-700" />
              <h3 className="mt-3 text-xl font-bold">{title}</h3>
              <p className="mt-1 text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-it-works" className="bg-white">
        <div className="page-frame py-12 sm:py-16">
          <h2 id="how-it-works" className="text-3xl font-bold">
            How it works
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4 md:flex-col">
                <span
                  aria-hidden="true"
                  className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-700 text-xl font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-xl font-bold">
                    <span className="sr-only">Step {index + 1}: </span>
                    {step.title}
                  </h3>
                  <p className="mt-1 text-muted">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="companions" className="page-frame py-12 sm:py-16">
        <h2 id="companions" className="text-3xl font-bold">
          {TRUST_FACTS.companionsTitle}
        </h2>
        <p className="mt-4 max-w-3xl">
          The people who visit your parents are the heart of our service, so we are careful about who they
          are.{" "}
          <Link to="/aboutus" className="font-semibold underline underline-offset-4">
            More about us
          </Link>
          .
        </p>
        <div className="mt-8">
          <CompanionChecks />
        </div>
      </section>

      <section aria-labelledby="kinds-of-help" className="page-frame py-12 sm:py-16">
        <h2 id="kinds-of-help" className="text-3xl font-bold">
          Five kinds of help
        </h2>
        <p className="mt-4 max-w-3xl">
          Choose one to see the services in it, or{" "}
          <Link to="/services/consulting" className="font-semibold underline underline-offset-4">
            browse all our services
          </Link>
          .
        </p>
        <div className="mt-8">
          <AssistanceTypeCards />
        </div>
      </section>

      <section id="plans" aria-labelledby="plans-title" className="scroll-mt-24 bg-white">
        <div className="page-frame py-12 sm:py-16">
          <h2 id="plans-title" className="text-3xl font-bold">
            Plans and what they include
          </h2>
          <p className="mt-4 mb-8 max-w-3xl">
            Three plans, from regular company to a dedicated care manager. Choose who the plan is for and how
            you would like to pay to compare them.
          </p>
          <PlanComparisonSection />
        </div>
      </section>

      <div className="page-frame py-12 sm:py-16">
        <WhereWeServe />
      </div>

      <section aria-labelledby="get-started" className="page-frame py-12 text-center sm:py-16">
        <UserRoundCheck aria-hidden="true" className="mx-auto size-10 text-accent-700" />
        <h2 id="get-started" className="mt-3 text-3xl font-bold">
          Ready when you are
        </h2>
        <p className="mx-auto mt-4 max-w-2xl">
          <ReadyText reader={reader} />
        </p>
        <CallsToAction reader={reader} className="mt-8 justify-center" />
      </section>
    </>
  );
}
