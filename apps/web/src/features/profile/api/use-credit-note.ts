import { type CreditNote, creditNoteFileName } from "@eldercare/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiCall, apiDownload } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { saveFile } from "../../../lib/save-file.ts";

/** users/getcreditnote/: one of the member's credit notes, exactly as issued (it never changes). */
export function useCreditNote(creditNoteId: number) {
  return useQuery<CreditNote>({
    queryKey: queryKeys.creditNote(creditNoteId),
    queryFn: ({ signal }) => apiCall("getCreditNote", { credit_note_id: creditNoteId }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: creditNoteId > 0,
  });
}

/** users/creditnotepdf/: saves the credit note as a PDF file (the API client shows any failure). */
export async function downloadCreditNotePdf(note: Pick<CreditNote, "credit_note_id" | "credit_note_no">) {
  const blob = await apiDownload("creditNotePdf", { credit_note_id: note.credit_note_id });
  saveFile(blob, creditNoteFileName(note.credit_note_no));
}
