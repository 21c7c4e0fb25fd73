import type { Faq } from "@eldercare/contracts";
import { Minus, Plus, Search, X } from "lucide-react";
import { useId, useMemo, useRef, useState } from "react";
import { categoryId, filterFaqs, groupFaqs, matchSummary, searchTerms } from "../lib/filter-faqs.ts";

interface Props {
  faqs: Faq[];
  categories: string[];
}

/** The FAQs under a heading per category, each answer opening on its own, with a search above them. */
export function FaqBrowser({ faqs, categories }: Props) {
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState<string[]>([]);

  const matches = useMemo(() => filterFaqs(faqs, query), [faqs, query]);
  const groups = useMemo(() => groupFaqs(matches, categories), [matches, categories]);
  const searching = searchTerms(query).length > 0;
  const visibleIds = matches.map((faq) => String(faq.faq_id));
  const allOpen = visibleIds.length > 0 && visibleIds.every((id) => open.includes(id));

  function toggleAll() {
    setOpen(allOpen ? open.filter((id) => !visibleIds.includes(id)) : [...new Set([...open, ...visibleIds])]);
  }

  function toggle(id: string) {
    setOpen((current) => (current.includes(id) ? current.filter((o) => o !== id) : [...current, id]));
  }

  function clearSearch() {
    setQuery("");
    searchRef.current?.focus();
  }

  return (
    <div>
      <search className="block rounded-xl border border-line bg-white p-4 sm:p-5">
        <label htmlFor={searchId} className="block font-semibold text-primary-800">
          Search questions
        </label>
        <div className="relative mt-2">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
          />
          <input
            ref={searchRef}
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape" && query) {
                event.preventDefault();
                setQuery("");
              }
            }}
            autoComplete="off"
            spellCheck={false}
            placeholder="For example: refund"
            className="block min-h-12 w-full rounded-lg border-2 border-muted bg-white py-2 pr-14 pl-11 text-lg text-ink placeholder:text-muted [&::-webkit-search-cancel-button]:appearance-none"
          />
          {query ? (
            <button
              type="button"
              onClick={clearSearch}
              className="absolute top-1/2 right-1 inline-flex size-11 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-primary-700 hover:bg-primary-50"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Clear search</span>
            </button>
          ) : null}
        </div>
      </search>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p role="status" className="min-h-[1.6em] font-semibold">
          {matchSummary(matches.length, query)}
          {searching && matches.length === 0 ? (
            <>
              {" "}
              <a href="#ask-question" className="underline underline-offset-4">
                Ask us below.
              </a>
            </>
          ) : null}
        </p>
        {matches.length > 0 ? (
          <button type="button" onClick={toggleAll} className="btn btn-outline ml-auto">
            {allOpen ? (
              <Minus aria-hidden="true" className="size-5" />
            ) : (
              <Plus aria-hidden="true" className="size-5" />
            )}
            {allOpen ? "Close all answers" : "Open all answers"}
          </button>
        ) : null}
      </div>

      <div className="mt-4 space-y-10">
        {groups.map((group) => (
          <section key={group.category} aria-labelledby={categoryId(group.category)}>
            <h2 id={categoryId(group.category)} className="text-2xl font-bold">
              {group.category}
            </h2>
            <div className="mt-3 divide-y divide-line rounded-xl border border-line bg-white">
              {group.faqs.map((faq) => (
                <FaqItem
                  key={faq.faq_id}
                  faq={faq}
                  open={open.includes(String(faq.faq_id))}
                  onToggle={() => toggle(String(faq.faq_id))}
                />
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}

/**
 * One question as a disclosure (a button that shows or hides its answer). Our own rather than a library
 * accordion: a page of forty questions hydrates without measuring each answer, and closed answers stay
 * in the HTML (hidden), where search engines read them.
 */
function FaqItem({ faq, open, onToggle }: { faq: Faq; open: boolean; onToggle: () => void }) {
  const id = useId();
  const state = open ? "open" : "closed";
  return (
    <div data-state={state} className="group/item">
      <h3 className="m-0 text-lg text-pretty">
        <button
          type="button"
          id={`${id}-question`}
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          data-state={state}
          onClick={onToggle}
          className="group flex min-h-14 w-full cursor-pointer items-center justify-between gap-4 px-4 py-3 text-left font-semibold text-ink hover:bg-primary-50 group-first/item:rounded-t-xl group-last/item:data-[state=closed]:rounded-b-xl sm:px-5"
        >
          <span>{faq.question}</span>
          {/* Plus when closed, minus when open: the shape tells, not only the colour. */}
          <span
            aria-hidden="true"
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full border-2 border-primary-700 text-primary-700"
          >
            <Plus className="size-5 group-data-[state=open]:hidden" />
            <Minus className="hidden size-5 group-data-[state=open]:block" />
          </span>
        </button>
      </h3>
      <section
        id={`${id}-answer`}
        aria-labelledby={`${id}-question`}
        hidden={!open}
        className="px-4 pb-5 whitespace-pre-line sm:px-5"
      >
        {faq.answer}
      </section>
    </div>
  );
}
