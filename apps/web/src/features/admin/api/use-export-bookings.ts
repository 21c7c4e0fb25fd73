import { ADMIN_TEXT, type AdminBookingListRequest, indiaToday } from "@eldercare/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiDownload } from "../../../lib/api-client.ts";
import { withProgress } from "../../../lib/progress.ts";
import { saveFile } from "../../../lib/save-file.ts";

/** POST admin/exportservicebookings/: every booking matching the filters (not just this page), as CSV. */
export function useExportBookings() {
  return useMutation({
    mutationFn: (request: AdminBookingListRequest) =>
      withProgress(
        ADMIN_TEXT.exportingBookings,
        async () =>
          saveFile(
            await apiDownload("adminExportServiceBookings", request),
            `service-bookings-${indiaToday()}.csv`,
          ),
        ADMIN_TEXT.bookingsExported,
      ),
  });
}
