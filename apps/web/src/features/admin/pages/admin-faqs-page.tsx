import { ADMIN_FAQ_TEXT, type AdminFaq, type ModifyFaqRequest } from "@eldercare/contracts";
import { useState } from "react";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { Pager } from "../../../components/ui/pager.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatIndiaDateTime } from "../../../lib/format.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useAdminFaqs } from "../api/use-admin-faqs.ts";
import { useModifyFaq } from "../api/use-modify-faq.ts";
import { AddButton } from "../components/add-button.tsx";
import { FaqFormDialog } from "../components/faq-form-dialog.tsx";
import { QuestionsSection } from "../components/questions-section.tsx";
import { type FaqFilters, faqRequestOf, NO_FAQ_FILTERS } from "../lib/content-filters.ts";
import { EMPTY_FAQ_FORM, faqFormOf } from "../lib/faq-form.ts";
import { FIRST_PAGE } from "../lib/filters.ts";
import { useAppliedRequest } from "../lib/use-applied-request.ts";

const SEARCH_DEBOUNCE_MS = 400;

/** null: closed; "new": a new FAQ; else the FAQ being edited. */
type Editing = null | "new" | AdminFaq;

/**
 * /admin/faqs: every FAQ (published or not) with search, category and published filters; "New FAQ"
 * and "Edit" open the FAQ form. Below, visitors' questions to answer as FAQs or close.
 */
export function AdminFaqsPage() {
  const [filters, setFilters] = useState<FaqFilters>(NO_FAQ_FILTERS);
  const [pageIndex, setPageIndex] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const result = faqRequestOf({ ...filters, search }, pageIndex);
  const request = useAppliedRequest(result, FIRST_PAGE);
  const faqs = useAdminFaqs(request);
  const modify = useModifyFaq();
  const errors = result.ok ? {} : result.errors;
  const categories = faqs.data?.categories ?? [];
  const set = (patch: Partial<FaqFilters>) => {
    setFilters({ ...filters, ...patch });
    setPageIndex(0);
  };

  const save = async (values: ModifyFaqRequest): Promise<boolean> => {
    try {
      await modify.mutateAsync(values);
      return true;
    } catch (error) {
      // A duplicate question (409) keeps the form open to reword it; the toast says why.
      return error instanceof ApiError && error.status === 404;
    }
  };

  return (
    <Page title="FAQs" width="full">
      <div className="space-y-8">
        <div className="space-y-5">
          <AddButton label="New FAQ" onClick={() => setEditing("new")} />
          <search
            aria-label="Filter FAQs"
            className="grid gap-4 rounded-xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
          >
            <TextField
              label="Search FAQs"
              type="search"
              hint="Question, answer or category."
              value={filters.search}
              error={errors.search_string}
              onChange={(event) => set({ search: event.target.value })}
              className="sm:col-span-2 lg:col-span-1"
            />
            <SelectField
              label="Category"
              value={filters.category}
              error={errors.category}
              onChange={(event) => set({ category: event.target.value })}
            >
              <option value="">All categories</option>
              {categories.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Published"
              value={filters.published}
              error={errors.is_active}
              onChange={(event) => set({ published: event.target.value as FaqFilters["published"] })}
            >
              <option value="">Published or not</option>
              <option value="yes">Published</option>
              <option value="no">Not published</option>
            </SelectField>
          </search>
          {faqs.isPending ? (
            <LoadingNotice>{ADMIN_FAQ_TEXT.loading}</LoadingNotice>
          ) : faqs.isError ? (
            <LoadError title={ADMIN_FAQ_TEXT.failed} error={faqs.error} onRetry={() => void faqs.refetch()} />
          ) : faqs.data.items.length === 0 ? (
            <p role="status" className="rounded-xl border border-line bg-white p-6">
              {ADMIN_FAQ_TEXT.none}
            </p>
          ) : (
            <>
              <ul className="grid gap-4" aria-busy={faqs.isPlaceholderData} data-testid="admin-faqs-list">
                {faqs.data.items.map((f) => (
                  <li key={f.faq_id} className="min-w-0">
                    <FaqCard faq={f} onEdit={() => setEditing(f)} />
                  </li>
                ))}
              </ul>
              <Pager
                noun="FAQs"
                pageIndex={faqs.data.page_index}
                pageSize={faqs.data.page_size}
                total={faqs.data.total_count}
                busy={faqs.isPlaceholderData}
                onPage={setPageIndex}
              />
            </>
          )}
        </div>
        <QuestionsSection categories={categories} />
      </div>
      <FaqFormDialog
        open={editing !== null}
        title={editing === "new" ? "New FAQ" : "Edit FAQ"}
        initial={editing === null || editing === "new" ? EMPTY_FAQ_FORM : faqFormOf(editing)}
        categories={categories}
        submitLabel={editing === "new" ? "Create FAQ" : "Save changes"}
        onClose={() => setEditing(null)}
        onSubmit={save}
      />
    </Page>
  );
}

function FaqCard({ faq, onEdit }: { faq: AdminFaq; onEdit: () => void }) {
  return (
    <article className="space-y-2 rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="text-muted">
          {faq.category} · order {faq.display_order}
        </p>
        <span className={`font-semibold ${faq.is_active ? "text-primary-800" : "text-danger"}`}>
          {faq.is_active ? "Published" : "Not published"}
        </span>
      </div>
      <h2 className="text-lg font-bold break-words">{faq.question}</h2>
      <p className="break-words whitespace-pre-line">{faq.answer}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted">Updated {formatIndiaDateTime(faq.updated_at)}</p>
        <button type="button" className="btn btn-outline px-3" onClick={onEdit}>
          Edit<span className="sr-only"> FAQ: {faq.question}</span>
        </button>
      </div>
    </article>
  );
}
