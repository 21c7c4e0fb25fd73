import {
  ADMIN_FAQ_TEXT,
  type AdminQuestion,
  closeQuestionRequestSchema,
  type ModifyFaqRequest,
  QUESTION_STATUS_LABELS,
  QUESTION_STATUSES,
  type QuestionStatus,
} from "@eldercare/contracts";
import { useState } from "react";
import { EmailText } from "../../../components/ui/email-text.tsx";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { Pager } from "../../../components/ui/pager.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { formatIndiaDateTime } from "../../../lib/format.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useAdminQuestions } from "../api/use-admin-questions.ts";
import { useAnswerQuestion } from "../api/use-answer-question.ts";
import { useCloseQuestion } from "../api/use-close-question.ts";
import { NEW_QUESTIONS, type QuestionFilters, questionRequestOf } from "../lib/content-filters.ts";
import { answerFormOf, answerRequestOf, EMPTY_FAQ_FORM } from "../lib/faq-form.ts";
import { FIRST_PAGE } from "../lib/filters.ts";
import { settled } from "../lib/settled.ts";
import { useAppliedRequest } from "../lib/use-applied-request.ts";
import { FaqFormDialog } from "./faq-form-dialog.tsx";
import { ReasonDialog } from "./reason-dialog.tsx";

const SEARCH_DEBOUNCE_MS = 400;

function noteProblem(note: string): string | undefined {
  const result = closeQuestionRequestSchema.safeParse({ question_id: 1, note });
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === "note")?.message;
}

/**
 * Visitors' questions (new ones first shown): "Answer as FAQ" opens the FAQ form with the question's
 * wording; "Close" asks for the team's note.
 */
export function QuestionsSection({ categories }: { categories: readonly string[] }) {
  const [filters, setFilters] = useState<QuestionFilters>(NEW_QUESTIONS);
  const [pageIndex, setPageIndex] = useState(0);
  const [answering, setAnswering] = useState<AdminQuestion | null>(null);
  const [closing, setClosing] = useState<AdminQuestion | null>(null);
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const result = questionRequestOf({ ...filters, search }, pageIndex);
  const request = useAppliedRequest(result, { ...FIRST_PAGE, status: "new" as const });
  const questions = useAdminQuestions(request);
  const answer = useAnswerQuestion();
  const close = useCloseQuestion();
  const errors = result.ok ? {} : result.errors;
  const busy = answer.isPending || close.isPending;
  const set = (patch: Partial<QuestionFilters>) => {
    setFilters({ ...filters, ...patch });
    setPageIndex(0);
  };

  return (
    <section aria-labelledby="visitor-questions" className="space-y-5">
      <h2 id="visitor-questions" className="text-2xl font-bold">
        Visitors' questions
      </h2>
      <search
        aria-label="Filter visitors' questions"
        className="grid gap-4 rounded-xl border border-line bg-white p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
      >
        <TextField
          label="Search questions"
          type="search"
          hint="Name, email, phone or question."
          value={filters.search}
          error={errors.search_string}
          onChange={(event) => set({ search: event.target.value })}
        />
        <SelectField
          label="Question status"
          value={filters.status}
          error={errors.status}
          onChange={(event) => set({ status: event.target.value as QuestionStatus | "" })}
        >
          <option value="">All statuses</option>
          {QUESTION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {QUESTION_STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
      </search>
      {questions.isPending ? (
        <LoadingNotice>{ADMIN_FAQ_TEXT.questionsLoading}</LoadingNotice>
      ) : questions.isError ? (
        <LoadError
          title={ADMIN_FAQ_TEXT.questionsFailed}
          error={questions.error}
          onRetry={() => void questions.refetch()}
        />
      ) : questions.data.items.length === 0 ? (
        <p role="status" className="rounded-xl border border-line bg-white p-6">
          {ADMIN_FAQ_TEXT.noQuestions}
        </p>
      ) : (
        <>
          <ul
            className={`grid gap-4 lg:grid-cols-2 ${questions.isPlaceholderData ? "opacity-60" : ""}`}
            aria-busy={questions.isPlaceholderData}
            data-testid="admin-questions-list"
          >
            {questions.data.items.map((q) => (
              <li key={q.question_id} className="min-w-0">
                <QuestionCard
                  question={q}
                  busy={busy}
                  onAnswer={() => setAnswering(q)}
                  onClose={() => setClosing(q)}
                />
              </li>
            ))}
          </ul>
          <Pager
            noun="questions"
            pageIndex={questions.data.page_index}
            pageSize={questions.data.page_size}
            total={questions.data.total_count}
            busy={questions.isPlaceholderData}
            onPage={setPageIndex}
          />
        </>
      )}
      <FaqFormDialog
        open={answering !== null}
        title="Answer as FAQ"
        summary={answering ? <Asked question={answering} /> : null}
        initial={answering ? answerFormOf(answering) : EMPTY_FAQ_FORM}
        categories={categories}
        submitLabel="Publish answer"
        onClose={() => setAnswering(null)}
        onSubmit={(values: ModifyFaqRequest) =>
          answering
            ? settled(() => answer.mutateAsync(answerRequestOf(answering.question_id, values)))
            : Promise.resolve(true)
        }
      />
      <ReasonDialog
        open={closing !== null}
        title="Close this question?"
        label="Why is it closed?"
        submitLabel="Close question"
        required
        danger
        hint={ADMIN_FAQ_TEXT.noteHint}
        summary={closing ? <Asked question={closing} /> : null}
        validate={noteProblem}
        onClose={() => setClosing(null)}
        onSubmit={(note) =>
          closing
            ? settled(() => close.mutateAsync({ question_id: closing.question_id, note }))
            : Promise.resolve(true)
        }
      />
    </section>
  );
}

function Asked({ question }: { question: AdminQuestion }) {
  return (
    <p className="break-words">
      <strong>{question.user_name}</strong> asked: “{question.question}”
    </p>
  );
}

function QuestionCard({
  question,
  busy,
  onAnswer,
  onClose,
}: {
  question: AdminQuestion;
  busy: boolean;
  onAnswer: () => void;
  onClose: () => void;
}) {
  return (
    <article className="space-y-3 rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-bold break-words">{question.user_name}</h3>
        <span className="font-semibold">{QUESTION_STATUS_LABELS[question.status]}</span>
      </div>
      <p className="break-words">{question.question}</p>
      <p className="text-muted">
        {question.email ? <EmailText email={question.email} /> : null}
        {question.email && question.phone ? ", " : null}
        {question.phone ? <span className="whitespace-nowrap">{question.phone}</span> : null} ·{" "}
        {formatIndiaDateTime(question.created_at)}
      </p>
      {question.handled_at ? (
        <p className="text-muted">
          {question.handled_by_name ?? "The team"}, {formatIndiaDateTime(question.handled_at)}
          {question.faq_id ? ` (FAQ #${question.faq_id})` : ""}
          {question.admin_note ? `: ${question.admin_note}` : ""}
        </p>
      ) : null}
      {question.visitor_told ? (
        <p className="font-medium text-primary-800" data-testid="visitor-told">
          {ADMIN_FAQ_TEXT.visitorTold[question.visitor_told]}
        </p>
      ) : null}
      {question.status === "new" ? (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary px-3" disabled={busy} onClick={onAnswer}>
            Answer as FAQ<span className="sr-only"> question #{question.question_id}</span>
          </button>
          <button type="button" className="btn btn-danger-outline px-3" disabled={busy} onClick={onClose}>
            Close<span className="sr-only"> question #{question.question_id}</span>
          </button>
        </div>
      ) : null}
    </article>
  );
}
