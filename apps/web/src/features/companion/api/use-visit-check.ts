import type { VisitCheckRequest } from "@eldercare/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { sendNow } from "../../../lib/no-signal.ts";
import { withProgress } from "../../../lib/progress.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * POST companion/checkin/ or companion/checkout/ (issue 26): the progress toast becomes the server's
 * message; a refusal or no signal is shown beside the button by the card (no toast, issue 41). Sent at
 * once or refused at once, never held until the signal returns: the time of a check is the server's. The
 * visit list refreshes either way, so the card shows what was recorded. `words`: the progress and the
 * server's answer in the app's language (issue 46).
 */
export function useVisitCheck(
  kind: "in" | "out",
  words: { progress: string; done: (message: string) => string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: "always",
    mutationFn: (body: VisitCheckRequest) =>
      sendNow((signal) =>
        withProgress(
          words.progress,
          () =>
            apiCall(kind === "in" ? "companionCheckIn" : "companionCheckOut", body, { toast: false, signal }),
          (data) => words.done(data.Message),
        ),
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.companionVisits });
    },
  });
}
