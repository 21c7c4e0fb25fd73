import { useFaqs } from "../api/use-faqs.ts";
import { FaqBrowser } from "./faq-browser.tsx";

/** The FAQs from the API, with loading, error and empty states. */
export function FaqSection() {
  const faqs = useFaqs();

  if (faqs.isPending) {
    return (
      <p role="status" className="rounded-xl border border-line bg-white p-6 text-center text-muted">
        Loading questions…
      </p>
    );
  }

  if (faqs.isError) {
    return (
      <div role="alert" className="rounded-xl border-2 border-danger bg-white p-6">
        <p className="font-semibold text-danger">We could not load the questions.</p>
        <p className="mt-2">{faqs.error.message}</p>
        <button type="button" className="btn btn-primary mt-4" onClick={() => void faqs.refetch()}>
          Try again
        </button>
      </div>
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
