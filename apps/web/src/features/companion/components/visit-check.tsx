import { CHECK_OUT_PAUSE_MS, type VisitLocation } from "@eldercare/contracts";
import { LoaderCircle, LogIn, LogOut } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { useCompanionText } from "../../../lib/i18n/companion-i18n.tsx";
import { withProgress } from "../../../lib/progress.ts";
import { toast } from "../../../lib/toast.ts";
import { labelOf } from "../offline/queued-label.ts";
import type { ShownVisit } from "../offline/queued-visits.ts";
import { useQueueAction } from "../offline/use-outbox.ts";
import { ScanQrButton } from "./scan-qr-button.tsx";
import { WaitingToSend } from "./waiting-to-send.tsx";

// Loaded when opened: the camera and its dialog are not needed to show the visit list (issue 46).
const VisitQrScan = lazy(async () => ({ default: (await import("./visit-qr-scan.tsx")).VisitQrScan }));

/**
 * The phone's position, or null when it cannot be read (unavailable, too slow), or "blocked" when the
 * browser will not give it to this page (the person or the browser's settings said no).
 */
function currentLocation(): Promise<VisitLocation | null | "blocked"> {
  if (!("geolocation" in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) =>
        resolve({
          latitude: p.coords.latitude,
          longitude: p.coords.longitude,
          accuracy_m: Math.min(100_000, Math.max(0, p.coords.accuracy)),
        }),
      (error) => resolve(error.code === 1 ? "blocked" : null), // 1: PERMISSION_DENIED
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  });
}

/**
 * Whether the browser blocks the position while "Share my location" is ticked (issue 42): asked as the box
 * is ticked (the browser's own question comes then, not at the door's button), and followed while it
 * stays ticked, so allowing it in the settings clears the message.
 */
function useLocationBlocked(share: boolean): [boolean, (blocked: boolean) => void] {
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    setBlocked(false);
    if (!share) return;
    let live = true;
    let status: PermissionStatus | undefined;
    const follow = () => {
      if (live && status) setBlocked(status.state === "denied");
    };
    void navigator.permissions
      ?.query({ name: "geolocation" })
      .then((s) => {
        status = s;
        follow();
        s.addEventListener("change", follow);
      })
      .catch(() => undefined);
    void currentLocation().then((at) => {
      if (live) setBlocked(at === "blocked");
    });
    return () => {
      live = false;
      status?.removeEventListener("change", follow);
    };
  }, [share]);
  return [blocked, setBlocked];
}

/** Minutes between two instants, whole, never below 0. */
const minutesBetween = (from: string, to: Date) =>
  Math.max(0, Math.floor((to.getTime() - Date.parse(from)) / 60_000));

/**
 * True for `ms` after `since`, re-rendering when the pause ends. Worked out as the card draws, so no frame
 * shows the button ready between the check-in and the pause (a tap there would be taken).
 */
function usePause(since: number | null, ms: number): boolean {
  const [, setEnded] = useState(0);
  useEffect(() => {
    if (since === null) return;
    const left = since + ms - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setEnded((n) => n + 1), left);
    return () => clearTimeout(timer);
  }, [since, ms]);
  return since !== null && Date.now() < since + ms;
}

/**
 * Checking in and out of a confirmed visit (issue 26): the position is asked of the browser only when the
 * companion ticks "Share my location" for this check. Before the hour ahead of the start, the button waits
 * and says from when. Issue 41: the button never goes grey without words (it says "Checking in…"; a
 * refusal is said beside it at once), and Check out accepts no tap for a moment after a check-in made
 * here, so a double tap cannot check the companion out. Issue 46: each check is kept on the phone first
 * with the phone's time and sent from there; without signal it shows as made, "Waiting to send".
 */
export function VisitCheck({ visit: v, now: fixedNow }: { visit: ShownVisit; now?: Date }) {
  const now = fixedNow ?? new Date();
  const { t, server, time, duration, ago } = useCompanionText();
  const shareId = useId();
  const [share, setShare] = useState(false);
  const [locationBlocked, setLocationBlocked] = useLocationBlocked(share);
  /** How long ago the check-in was, while Check out asks whether to end the visit early (issue 42). */
  const [askingSince, setAskingSince] = useState<number | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (askingSince !== null) keepRef.current?.focus();
  }, [askingSince]);
  const [problem, setProblem] = useState<string | null>(null);
  /** Said beside the button when the check waits on the phone for the signal (issue 46). */
  const [kept, setKept] = useState<string | null>(null);
  /** When a check-in was tapped here: Check out waits a moment after it. */
  const [checkedInHere, setCheckedInHere] = useState<number | null>(null);
  /** Which check is on its way: the button says that one, whatever the card already shows as done. */
  const [sending, setSending] = useState<"in" | "out">("in");
  const queue = useQueueAction();
  /** The QR code dialog is open (decision 0093). */
  const [scanning, setScanning] = useState(false);
  const pausing = usePause(checkedInHere, CHECK_OUT_PAUSE_MS);
  if (v.status !== "confirmed") return null;

  const kind = v.checked_in_at === null ? "in" : v.checked_out_at === null ? "out" : null;
  const tooEarly = kind === "in" && now < new Date(v.check_in_from);
  const pending = queue.pending;
  const resting = kind === "out" && pausing;

  /** Sends the check; `qrCode`: the loved one's check-in code scanned or typed (check-in only). */
  async function send(qrCode?: string) {
    if (!kind) return;
    setProblem(null);
    setKept(null);
    setAskingSince(null);
    setSending(kind);
    // The pause runs from the tap, so the moment the check-in is answered Check out is already waiting.
    if (kind === "in") setCheckedInHere(Date.now());
    const found = share ? await currentLocation() : null;
    if (found === "blocked") setLocationBlocked(true);
    const location = found === "blocked" ? null : found;
    if (share && !location) toast.info(t("check.locationUnavailable"));
    const outcome = await withProgress(
      t(kind === "in" ? "check.checkingIn" : "check.checkingOut"),
      () =>
        queue.submit({
          kind: kind === "in" ? "checkin" : "checkout",
          bookingId: v.booking_id,
          label: labelOf(v),
          body: { location, ...(qrCode ? { qr_code: qrCode } : {}) },
        }),
      (o) => (o.kind === "sent" ? server(o.message) : undefined),
    );
    // "You can check in from …": the time the app holds, in the language's format, not the server's text.
    if (outcome.kind === "refused") {
      setProblem(server(outcome.reason, { time: time(v.check_in_from) }));
      if (kind === "in") setCheckedInHere(null);
    }
    if (outcome.kind === "later") setKept(t(kind === "in" ? "offline.checkInKept" : "offline.checkOutKept"));
  }

  /** Check out before the visit's planned length has passed asks first; anything else goes at once. */
  function tap() {
    if (kind === "out" && v.checked_in_at) {
      const since = minutesBetween(v.checked_in_at, fixedNow ?? new Date());
      if (since < v.planned_minutes) {
        setAskingSince(since);
        return;
      }
    }
    void send();
  }

  const asking = kind === "out" && askingSince !== null && !pending;
  const hintId = tooEarly ? `${shareId}-from` : resting ? `${shareId}-soon` : undefined;
  return (
    <div className="mt-4 space-y-3 border-t-2 border-line pt-4">
      {v.checked_in_at ? (
        <p className="text-lg font-semibold">
          {t("check.checkedInAt", { time: time(v.checked_in_at) })}
          {v.waiting?.checkIn ? <WaitingToSend /> : null}
        </p>
      ) : null}
      {v.checked_out_at ? (
        <p className="text-lg font-semibold">
          {t("check.checkedOutAt", { time: time(v.checked_out_at) })}
          {v.waiting?.checkOut ? <WaitingToSend /> : null}
        </p>
      ) : null}
      {kept ? (
        <p
          role="status"
          className="rounded-xl border-2 border-accent-700 bg-amber-50 p-3 text-base font-semibold"
        >
          {kept}
        </p>
      ) : null}
      {kind ? (
        <>
          <div className="flex items-start gap-3">
            <input
              id={shareId}
              type="checkbox"
              className="mt-1 size-6 shrink-0"
              checked={share}
              onChange={(e) => setShare(e.target.checked)}
              aria-describedby={
                locationBlocked && share ? `${shareId}-hint ${shareId}-blocked` : `${shareId}-hint`
              }
            />
            <div>
              <label htmlFor={shareId} className="text-lg font-semibold">
                {t("check.shareLocation")}
              </label>
              <p id={`${shareId}-hint`} className="text-base text-muted">
                {t("check.shareLocationHint")}
              </p>
              {locationBlocked && share ? (
                <p
                  id={`${shareId}-blocked`}
                  role="status"
                  className="mt-1 text-base font-semibold text-danger"
                >
                  {t("check.locationBlocked")}
                </p>
              ) : null}
            </div>
          </div>
          <FormAlert message={problem} />
          {asking ? (
            <fieldset
              aria-labelledby={`${shareId}-ask`}
              className="space-y-3 rounded-xl border-2 border-primary-600 bg-primary-50 p-4"
            >
              <p id={`${shareId}-ask`} className="text-lg font-semibold">
                {t("check.checkOutEarly", { since: ago(askingSince), planned: duration(v.planned_minutes) })}
              </p>
              <button
                ref={keepRef}
                type="button"
                className="btn btn-outline w-full min-h-14 text-lg"
                onClick={() => setAskingSince(null)}
              >
                {t("check.keepVisit")}
              </button>
              <button
                type="button"
                className="btn btn-primary w-full min-h-14 text-lg"
                onClick={() => void send()}
              >
                <LogOut aria-hidden="true" className="size-6" />
                {t("check.endVisitNow")}
              </button>
            </fieldset>
          ) : (
            <button
              type="button"
              className="btn btn-primary w-full min-h-14 text-lg disabled:cursor-wait"
              disabled={tooEarly || pending || resting}
              aria-describedby={hintId}
              onClick={tap}
            >
              {pending ? (
                <LoaderCircle aria-hidden="true" className="size-6 animate-spin" />
              ) : kind === "in" ? (
                <LogIn aria-hidden="true" className="size-6" />
              ) : (
                <LogOut aria-hidden="true" className="size-6" />
              )}
              {pending
                ? sending === "in"
                  ? t("check.checkingIn")
                  : t("check.checkingOut")
                : kind === "in"
                  ? t("check.checkIn")
                  : t("check.checkOut")}
            </button>
          )}
          {kind === "in" && !tooEarly ? (
            <>
              <ScanQrButton disabled={pending} onClick={() => setScanning(true)} />
              {scanning ? (
                <Suspense fallback={null}>
                  <VisitQrScan
                    open
                    onClose={() => setScanning(false)}
                    onCode={(code) => {
                      setScanning(false);
                      void send(code);
                    }}
                  />
                </Suspense>
              ) : null}
            </>
          ) : null}
          {tooEarly ? (
            <p id={`${shareId}-from`} className="text-base text-muted">
              {t("check.checkInFrom", { time: time(v.check_in_from) })}
            </p>
          ) : null}
          {resting ? (
            <p id={`${shareId}-soon`} className="text-base text-muted">
              {t("check.checkOutSoon")}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
