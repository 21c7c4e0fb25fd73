import { LOAD_MESSAGES } from "@eldercare/contracts";
import { useParams } from "react-router";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { useSession } from "../../../lib/session.tsx";
import { downloadInvoicePdf, useInvoice } from "../api/use-invoice.ts";
import { BackToPlan } from "../components/back-to-plan.tsx";
import { DocumentActions } from "../components/document-actions.tsx";
import { InvoiceDocument } from "../components/invoice-document.tsx";

/** /user/invoices/:invoiceId (members only): one of the member's tax invoices, to print or save as a PDF. */
export function InvoicePage() {
  const { session } = useSession();
  const userId = session.kind === "member" ? session.member.user_id : 0;
  const invoiceId = Number(useParams().invoiceId);
  const valid = Number.isInteger(invoiceId) && invoiceId > 0;
  const invoice = useInvoice(userId, valid ? invoiceId : 0);

  return (
    <Page title="Tax Invoice" description="A GST tax invoice for your SeniorCare Relief plan." width="wide">
      <BackToPlan />
      <div className="mt-4">
        {!valid ? (
          <p role="alert">This invoice does not exist.</p>
        ) : invoice.isPending ? (
          <LoadingNotice>{LOAD_MESSAGES.invoiceLoading}</LoadingNotice>
        ) : invoice.isError ? (
          <LoadError
            title={LOAD_MESSAGES.invoiceFailed}
            error={invoice.error}
            onRetry={() => void invoice.refetch()}
          />
        ) : (
          <>
            <DocumentActions download={() => downloadInvoicePdf(userId, invoice.data)} />
            <InvoiceDocument invoice={invoice.data} />
          </>
        )}
      </div>
    </Page>
  );
}
