import { lazy } from "react";
import { Page } from "../../../components/ui/page.tsx";
import { WhenNear } from "../../../components/when-near.tsx";
import { FaqSection } from "../components/faq-section.tsx";

// The form (validation, the API client) loads as the visitor scrolls towards it, not with the page.
const AskQuestionForm = lazy(async () => ({
  default: (await import("../components/ask-question-form.tsx")).AskQuestionForm,
}));

export function FaqPage() {
  return (
    <Page
      title="Frequently Asked Questions"
      description="Answers to common questions about SeniorCare Relief's care for elderly parents in India: our services, plans and payments in INR, registration, bookings, cancellations and refunds. Ask our team if yours is not here."
      lead="Answers to the questions families ask us most often. Can't find yours? Ask our team at the end of this page."
    >
      <FaqSection />

      {/* "Ask us below" (shown when a search finds nothing) links to this heading. */}
      <section aria-labelledby="ask-question" className="mt-14">
        <h2 id="ask-question" tabIndex={-1} className="scroll-mt-24 text-2xl font-bold">
          Ask us a question
        </h2>
        <p className="mt-2 mb-5">
          Could not find your answer? Send us your question and our care team will reply within one working
          day.
        </p>
        <WhenNear className="min-h-[60rem] sm:min-h-[50rem]">
          <AskQuestionForm />
        </WhenNear>
      </section>
    </Page>
  );
}
