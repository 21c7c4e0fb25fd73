import type { Invoice } from "@eldercare/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiCall, apiDownload } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { saveFile } from "../../../lib/save-file.ts";

/** users/getinvoice/: one of the member's tax invoices, exactly as issued (it never changes). */
export function useInvoice(userId: number, invoiceId: number) {
  return useQuery<Invoice>({
    queryKey: queryKeys.invoice(invoiceId),
    queryFn: ({ signal }) => apiCall("getInvoice", { user_id: userId, invoice_id: invoiceId }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: invoiceId > 0,
  });
}

/** users/invoicepdf/: saves the invoice as a PDF file (the API client shows any failure). */
export async function downloadInvoicePdf(
  userId: number,
  invoice: Pick<Invoice, "invoice_id" | "invoice_no">,
) {
  const blob = await apiDownload("invoicePdf", { user_id: userId, invoice_id: invoice.invoice_id });
  saveFile(blob, `invoice-${invoice.invoice_no.replaceAll("/", "-")}.pdf`);
}
