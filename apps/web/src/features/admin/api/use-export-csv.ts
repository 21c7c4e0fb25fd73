import { type ApiBody, indiaToday } from "@eldercare/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiDownload } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { saveFile } from "../../../lib/save-file.ts";

type ExportRoute = "adminExportMembers" | "adminExportEnquiries" | "adminExportServiceBookings";

/**
 * A console list's CSV export: every row its filters match (not just the page shown), saved under a name
 * with today's India date, behind a progress toast. The API client shows any failure; nothing to refresh.
 */
export function useExportCsv<N extends ExportRoute>(
  route: N,
  words: { exporting: string; exported: string; filename: (indiaDay: string) => string },
) {
  return useMutation({
    mutationFn: (request: ApiBody<N>) =>
      withProgress(
        words.exporting,
        async () => {
          const download = apiDownload as (name: ExportRoute, body: ApiBody<N>) => Promise<Blob>;
          saveFile(await download(route, request), words.filename(indiaToday()));
        },
        words.exported,
      ),
  });
}
