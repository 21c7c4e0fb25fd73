import { indiaToday } from "@eldercare/contracts";
import { CloudOff, LoaderCircle, RefreshCw, TriangleAlert, X } from "lucide-react";
import { useState } from "react";
import { useCompanionText } from "../../../lib/i18n/companion-i18n.tsx";
import type { QueuedAction } from "../offline/companion-db.ts";
import { removeQueued } from "../offline/outbox.ts";
import { useFlush, useOutbox } from "../offline/use-outbox.ts";

const ACTION_KEYS = {
  checkin: "offline.actionCheckIn",
  checkout: "offline.actionCheckOut",
  report: "offline.actionReport",
} as const;

/** One action the server refused, with its reason, until the companion removes it. */
function Refused({ action }: { action: QueuedAction }) {
  const { t, server, day, startTime } = useCompanionText();
  const what = t(ACTION_KEYS[action.kind]);
  const visit = t("offline.visitLabel", {
    name: action.label.firstName,
    day: day(action.label.visitDate),
    time: startTime(action.label.startTime),
  });
  return (
    <li className="rounded-xl border-2 border-danger/40 bg-white p-4">
      <p className="font-semibold break-words">
        {what}: {visit}
      </p>
      <p className="mt-1 break-words">{server(action.failure ?? "")}</p>
      <button
        type="button"
        className="btn btn-outline mt-3 w-full sm:w-auto"
        onClick={() => {
          if (action.seq !== undefined) void removeQueued(action.seq);
        }}
      >
        <X aria-hidden="true" className="size-5" />
        {t("offline.remove")}
        <span className="sr-only">
          {" "}
          ({what}: {visit})
        </span>
      </button>
    </li>
  );
}

/**
 * The phone's side of the app (issue 46): when the visit list was last refreshed (and that it is the kept
 * one when there is no signal), how many actions wait to be sent with a way to send them now, and each
 * action the server refused with its reason (the team cancelled or moved the visit meanwhile).
 */
export function OutboxStatus({ refreshedAt, fromPhone }: { refreshedAt: string; fromPhone: boolean }) {
  const { t, time, day } = useCompanionText();
  const actions = useOutbox() ?? [];
  const flush = useFlush();
  const [sending, setSending] = useState(false);
  const waiting = actions.filter((a) => a.failure === undefined);
  const refused = actions.filter((a) => a.failure !== undefined);
  const refreshedDay = indiaToday(new Date(refreshedAt));
  const when =
    refreshedDay === indiaToday() ? time(refreshedAt) : `${day(refreshedDay)}, ${time(refreshedAt)}`;
  return (
    <div className="space-y-3 text-lg">
      <p className="flex items-start gap-2 text-base text-muted">
        {fromPhone ? <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" /> : null}
        <span>
          {fromPhone ? `${t("offline.keptList")} ` : ""}
          {t("offline.refreshedAt", { when })}
        </span>
      </p>
      {waiting.length > 0 ? (
        <div role="status" className="rounded-xl border-2 border-accent-700 bg-amber-50 p-4">
          <p className="font-semibold">{t("offline.waitingCount", { count: waiting.length })}</p>
          <p className="mt-1 text-base">{t("offline.waitingHint")}</p>
          <button
            type="button"
            className="btn btn-outline mt-3 w-full bg-white sm:w-auto"
            disabled={sending}
            onClick={() => {
              setSending(true);
              void flush()
                .catch(() => undefined)
                .finally(() => setSending(false));
            }}
          >
            {sending ? (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            ) : (
              <RefreshCw aria-hidden="true" className="size-5" />
            )}
            {sending ? t("offline.sending") : t("offline.sendNow")}
          </button>
        </div>
      ) : null}
      {refused.length > 0 ? (
        <section aria-labelledby="not-sent" className="rounded-xl border-2 border-danger bg-danger/5 p-4">
          <h2 id="not-sent" className="flex items-center gap-2 text-xl font-bold text-danger">
            <TriangleAlert aria-hidden="true" className="size-6 shrink-0" />
            {t("offline.notSent")}
          </h2>
          <p className="mt-1 text-base">{t("offline.notSentHint")}</p>
          <ul className="mt-3 space-y-3">
            {refused.map((a) => (
              <Refused key={a.seq} action={a} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
