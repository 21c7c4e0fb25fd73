import { LOAD_MESSAGES } from "@eldercare/contracts";
import { Download, Printer } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { useSession } from "../../../lib/session.tsx";
import { downloadInvoicePdf, useInvoice } from "../api/use-invoice.ts";
import { InvoiceDocument } from "../components/invoice-document.tsx";

/** /user/invoices/:invoiceId (members only): one of the member's tax invoices, to print or save as a PDF. */
export function InvoicePage() {
  const { session } = useSession();
  const userId = session.kind === "user" ? session.user.user_id : 0;
  const invoiceId = Number(useParams().invoiceId);
  const valid = Number.isInteger(invoiceId) && invoiceId > 0;
  const invoice = useInvoice(userId, valid ? invoiceId : 0);
  const [downloading, setDownloading] = useState(false);

  async function download() {
    if (!invoice.data) return;
    setDownloading(true);
    try {
      await downloadInvoicePdf(userId, invoice.data);
    } catch {
      // The API client has already shown what went wrong.
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Page title="Tax Invoice" description="A GST tax invoice for your SeniorCare Relief plan." width="wide">
      <p className="print:hidden">
        <Link
          to="/user/profile?tab=plan"
          className="font-semibold text-primary-700 underline underline-offset-4"
        >
          Back to your plan
        </Link>
      </p>
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
            <div className="mb-4 flex flex-wrap gap-3 print:hidden">
              <button type="button" className="btn btn-primary" onClick={() => window.print()}>
                <Printer aria-hidden="true" className="size-5" />
                Print
              </button>
              <button
                type="button"
                className="btn btn-outline"
                disabled={downloading}
                onClick={() => void download()}
              >
                <Download aria-hidden="true" className="size-5" />
                {downloading ? "Preparing PDF..." : "Download PDF"}
              </button>
            </div>
            <InvoiceDocument invoice={invoice.data} />
          </>
        )}
      </div>
    </Page>
  );
}
