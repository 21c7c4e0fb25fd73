import { CircleAlert, CircleCheck, CircleX } from "lucide-react";
import { assignableText, type CheckText } from "../lib/companion-rows.ts";
import { COMPANION_TEXT } from "../lib/companion-text.ts";

const PILL = "inline-flex min-h-8 items-center gap-1.5 rounded-full border-2 px-3 text-base font-semibold";

/**
 * Active or Inactive, and whether they may be sent on visits (or what stops them: no shifts yet, issue 42):
 * words and an icon, never colour alone.
 */
export function CompanionBadges({ companion }: { companion: Parameters<typeof assignableText>[0] }) {
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
        className={`${PILL} ${companion.assignable ? "border-primary-700 bg-primary-50 text-primary-800" : "border-accent-700 bg-accent-100 text-ink"}`}
      >
        {companion.assignable ? (
          <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
        ) : (
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        )}
        {assignableText(companion)}
      </span>
    </span>
  );
}

/** The three checks, each with its day, or "Missing" marked in red with an icon. */
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
        </li>
      ))}
    </ul>
  );
}
