import { LOAD_MESSAGES } from "@eldercare/contracts";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { useFaqs } from "../api/use-faqs.ts";
import { FaqBrowser } from "./faq-browser.tsx";

/** The FAQs from the API, with loading, error and empty states. */
export function FaqSection() {
  const faqs = useFaqs();

  if (faqs.isPending) {
    return <LoadingNotice>{LOAD_MESSAGES.questionsLoading}</LoadingNotice>;
  }

  if (faqs.isError) {
    return (
      <LoadError
        title={LOAD_MESSAGES.questionsFailed}
        error={faqs.error}
        onRetry={() => void faqs.refetch()}
      />
    );
  }

  if (faqs.data.faqs.length === 0) {
    return <p className="rounded-xl border border-line bg-white p-6">{LOAD_MESSAGES.noQuestions}</p>;
  }

  return <FaqBrowser faqs={faqs.data.faqs} categories={faqs.data.categories} />;
}
