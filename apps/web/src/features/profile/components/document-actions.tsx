import { Download, Printer } from "lucide-react";
import { useState } from "react";

/** Print and "Download PDF" above a GST document (hidden when printing). */
export function DocumentActions({ download }: { download: () => Promise<void> }) {
  const [downloading, setDownloading] = useState(false);

  async function save() {
    setDownloading(true);
    try {
      await download();
    } catch {
      // The API client has already shown what went wrong.
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="mb-4 flex flex-wrap gap-3 print:hidden">
      <button type="button" className="btn btn-primary" onClick={() => window.print()}>
        <Printer aria-hidden="true" className="size-5" />
        Print
      </button>
      <button type="button" className="btn btn-outline" disabled={downloading} onClick={() => void save()}>
        <Download aria-hidden="true" className="size-5" />
        {downloading ? "Preparing PDF..." : "Download PDF"}
      </button>
    </div>
  );
}
