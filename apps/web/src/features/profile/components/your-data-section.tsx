import { PRIVACY_MESSAGES, type Profile } from "@eldercare/contracts";
import { Download, LoaderCircle, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "../../../lib/toast.ts";
import { useExportData } from "../api/use-export-data.ts";
import { EraseAccountDialog } from "./erase-account-dialog.tsx";

/**
 * "Your data" (India's DPDP Act 2023): a copy of everything held about the member and their loved
 * ones as one file, and withdrawing consent by erasing the account.
 */
export function YourDataSection({ profile }: { profile: Profile }) {
  const exportData = useExportData(profile.user_id);
  const [erasing, setErasing] = useState(false);

  async function download() {
    try {
      await exportData.mutateAsync();
      toast.success(PRIVACY_MESSAGES.exportReady, { id: "data-exported" });
    } catch {
      // The API client has already shown what went wrong.
    }
  }

  return (
    <section aria-labelledby="your-data">
      <h2 id="your-data" className="text-2xl font-bold">
        Your data
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div className="flex flex-col rounded-xl border border-line bg-white p-5">
          <h3 className="text-xl font-bold">A copy of your data</h3>
          <p className="mt-2 flex-1">
            One file with everything we hold about you and your loved ones: your profile, plans, payments,
            invoices, enquiries and consent. Your ID number stays masked.
          </p>
          <button
            type="button"
            className="btn btn-outline mt-4 self-start"
            disabled={exportData.isPending}
            onClick={() => void download()}
          >
            {exportData.isPending ? (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            ) : (
              <Download aria-hidden="true" className="size-5" />
            )}
            Download my data
          </button>
        </div>
        <div className="flex flex-col rounded-xl border border-line bg-white p-5">
          <h3 className="text-xl font-bold">Erase your account</h3>
          <p className="mt-2 flex-1">
            Withdraw your consent and erase your details and your loved ones' details. We keep only the
            payment and GST invoice records the law requires. See our{" "}
            <Link to="/documents/privacy-policy" className="font-semibold underline underline-offset-2">
              Privacy Policy
            </Link>
            .
          </p>
          <button
            type="button"
            className="btn btn-danger-outline mt-4 self-start"
            onClick={() => setErasing(true)}
          >
            <Trash2 aria-hidden="true" className="size-5" />
            {PRIVACY_MESSAGES.confirmErase}
          </button>
        </div>
      </div>
      <EraseAccountDialog profile={profile} open={erasing} onOpenChange={setErasing} />
    </section>
  );
}
