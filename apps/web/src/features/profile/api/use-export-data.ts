import { indiaToday } from "@eldercare/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiDownload } from "../../../lib/api-client.ts";
import { saveFile } from "../../../lib/save-file.ts";

/**
 * POST users/exportdata/: everything held about the member and their loved ones, saved as one JSON
 * file (the ID number masked). The API client shows any failure; nothing changes, nothing to refresh.
 */
export function useExportData(userId: number) {
  return useMutation({
    mutationFn: async () => {
      const blob = await apiDownload("exportData", { user_id: userId });
      saveFile(blob, `seniorcare-relief-my-data-${indiaToday()}.json`);
    },
  });
}
