import { CREDIT_NOTE_TEXT } from "@eldercare/contracts";
import { useParams } from "react-router";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { downloadCreditNotePdf, useCreditNote } from "../api/use-credit-note.ts";
import { BackToPlan } from "../components/back-to-plan.tsx";
import { CreditNoteDocument } from "../components/credit-note-document.tsx";
import { DocumentActions } from "../components/document-actions.tsx";

/** /user/creditnotes/:creditNoteId (members only): a GST credit note for a refund, to print or save as a PDF. */
export function CreditNotePage() {
  const creditNoteId = Number(useParams().creditNoteId);
  const valid = Number.isInteger(creditNoteId) && creditNoteId > 0;
  const note = useCreditNote(valid ? creditNoteId : 0);

  return (
    <Page title={CREDIT_NOTE_TEXT.title} description={CREDIT_NOTE_TEXT.description} width="wide">
      <BackToPlan />
      <div className="mt-4">
        {!valid ? (
          <p role="alert">{CREDIT_NOTE_TEXT.notFound}</p>
        ) : note.isPending ? (
          <LoadingNotice>{CREDIT_NOTE_TEXT.loading}</LoadingNotice>
        ) : note.isError ? (
          <LoadError title={CREDIT_NOTE_TEXT.failed} error={note.error} onRetry={() => void note.refetch()} />
        ) : (
          <>
            <DocumentActions download={() => downloadCreditNotePdf(note.data)} />
            <CreditNoteDocument note={note.data} />
          </>
        )}
      </div>
    </Page>
  );
}
