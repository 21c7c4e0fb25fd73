import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { useFaqs } from "../api/use-faqs.ts";
import { FaqBrowser } from "./faq-browser.tsx";

/** The FAQs from the API, with loading, error and empty states. */
export function FaqSection() {
  const faqs = useFaqs();

  if (faqs.isPending) {
    return <LoadingNotice>Loading questions…</LoadingNotice>;
  }

  if (faqs.isError) {
    return (
      <LoadError
        title="We could not load the questions."
        error={faqs.error}
        onRetry={() => void faqs.refetch()}
      />
    );
  }

  if (faqs.data.faqs.length === 0) {
    return (
      <p className="rounded-xl border border-line bg-white p-6">
        We have not published any answers yet. Please ask us your question below.
      </p>
    );
  }

  return <FaqBrowser faqs={faqs.data.faqs} categories={faqs.data.categories} />;
}
