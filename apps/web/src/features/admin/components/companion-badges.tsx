import { CHECK_EXPIRY_TEXT, checksStanding, indiaToday } from "@eldercare/contracts";
import { CalendarClock, CircleAlert, CircleCheck, CircleX } from "lucide-react";
import { assignableText, type CheckText } from "../lib/companion-rows.ts";
import { COMPANION_TEXT } from "../lib/companion-text.ts";

const PILL = "inline-flex min-h-8 items-center gap-1.5 rounded-full border-2 px-3 text-base font-semibold";

/**
 * Active or Inactive, whether they may be sent on visits (or what stops them: no shifts yet, issue 42; a
 * lapsed check, issue 45), and a check lapsed or lapsing within 30 days: words and an icon, never colour
 * alone.
 */
export function CompanionBadges({ companion }: { companion: Parameters<typeof assignableText>[0] }) {
  const today = indiaToday();
  const standing = checksStanding(companion, today);
  const sendable = assignableText(companion, today) === COMPANION_TEXT.assignable;
  return (
    <span className="flex flex-wrap gap-2">
      <span
        className={`${PILL} ${companion.is_active ? "border-primary-700 bg-primary-50 text-primary-800" : "border-muted bg-white text-ink"}`}
      >
        {companion.is_active ? (
          <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
        ) : (
          <CircleX aria-hidden="true" className="size-4 shrink-0" />
        )}
        {companion.is_active ? COMPANION_TEXT.active : COMPANION_TEXT.inactive}
      </span>
      <span
        data-testid="companion-assignable"
        className={`${PILL} ${sendable ? "border-primary-700 bg-primary-50 text-primary-800" : "border-accent-700 bg-accent-100 text-ink"}`}
      >
        {sendable ? (
          <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
        ) : (
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        )}
        {assignableText(companion, today)}
      </span>
      {standing === "valid" ? null : (
        <span
          data-testid="companion-checks-lapsing"
          className={`${PILL} ${standing === "lapsed" ? "border-danger bg-white text-danger" : "border-accent-700 bg-accent-100 text-ink"}`}
        >
          <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
          {standing === "lapsed" ? CHECK_EXPIRY_TEXT.badgeLapsed : CHECK_EXPIRY_TEXT.badgeSoon}
        </span>
      )}
    </span>
  );
}

/**
 * The three checks, each with its day, or "Missing" marked in red with an icon; and the last day it holds,
 * marked in red when it has passed and with an icon when it comes within 30 days (issue 45).
 */
export function CheckList({ checks }: { checks: readonly CheckText[] }) {
  return (
    <ul className="space-y-0.5">
      {checks.map((c) => (
        <li key={c.check} className="[overflow-wrap:anywhere]">
          {c.label}:{" "}
          {c.on ? (
            <span className="whitespace-nowrap">{c.on}</span>
          ) : (
            <span className="inline-flex items-center gap-1 font-semibold text-danger">
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
              {COMPANION_TEXT.missing}
            </span>
          )}
          {c.validUntil === null ? null : c.standing === "valid" ? (
            <span className="block text-base text-muted">{c.validUntil}</span>
          ) : (
            <span
              className={`flex items-center gap-1 text-base font-semibold ${c.standing === "lapsed" ? "text-danger" : "text-ink"}`}
            >
              <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
              {c.validUntil}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
