import { photoNoSignalAfterMs, type SubmitReportRequest } from "@eldercare/contracts";
import { ApiError, firstErrorMessage } from "../../../lib/api-error.ts";
import { lazyApiCall as apiCall, lazyApiUpload as apiUpload } from "../../../lib/lazy-api.ts";
import { isNoSignal, sendNow } from "../../../lib/no-signal.ts";
import type { QueuedAction, QueuedReport } from "./companion-db.ts";
import type { SendOutcome } from "./outbox-sender.ts";

/*
 * How each queued action reaches the server (issue 46): the check-in and check-out with their key and the
 * phone's time; the report with its photo first, each with its own key, so a report that failed after
 * its photo went does not send the photo again. A refusal (the visit was cancelled or given to someone
 * else meanwhile, the report was already filed) is final and its reason is kept; anything that did not
 * get an answer from the app's server (no signal, no answer in time, the server down or busy, the
 * session ended) is tried again later.
 */

/** Whether a failed call may succeed if tried again later, untouched. */
function worthRetrying(error: unknown): boolean {
  if (isNoSignal(error) || !(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || [401, 403, 408, 429].includes(error.status);
}

const options = { toast: false } as const;

async function sendOne(action: QueuedAction): Promise<string> {
  if (action.kind === "report") return sendReport(action);
  const body = {
    booking_id: action.bookingId,
    location: action.body.location,
    ...(action.body.qr_code ? { qr_code: action.body.qr_code } : {}),
    idempotency_key: action.key,
    phone_time: action.phoneTime,
  };
  const route = action.kind === "checkin" ? "companionCheckIn" : "companionCheckOut";
  return (await sendNow((signal) => apiCall(route, body, { ...options, signal }))).Message;
}

/** The photo first (its own key), then the report. */
async function sendReport(action: QueuedReport): Promise<string> {
  if (action.photo) {
    const { bytes, type, name, key } = action.photo;
    const file = new File([bytes], name, { type });
    await sendNow(
      (signal) =>
        apiUpload(
          "companionUploadPhoto",
          { booking_id: action.bookingId, idempotency_key: key, phone_time: action.phoneTime },
          file,
          {
            ...options,
            signal,
          },
        ),
      photoNoSignalAfterMs(file.size),
    );
  }
  const report = {
    ...action.body,
    booking_id: action.bookingId,
    idempotency_key: action.key,
    phone_time: action.phoneTime,
  };
  return (
    await sendNow((signal) =>
      apiCall("companionSubmitReport", report as SubmitReportRequest, { ...options, signal }),
    )
  ).Message;
}

/** Sends one queued action and says how it ended. */
export async function sendQueuedAction(action: QueuedAction): Promise<SendOutcome> {
  try {
    return { kind: "sent", message: await sendOne(action) };
  } catch (error) {
    return worthRetrying(error) ? { kind: "later" } : { kind: "refused", reason: firstErrorMessage(error) };
  }
}
