import {
  companionPreferenceLabel,
  VISIT_REPORT_TEXT as T,
  VISIT_MOOD_LABELS,
  VISIT_TASK_LABELS,
  type VisitReport,
} from "@eldercare/contracts";
import { CircleAlert, CircleCheck, Star } from "lucide-react";
import type { ReactNode } from "react";
import { formatIndiaWeekday } from "../lib/format.ts";
import { IndiaTime } from "./india-time.tsx";
import { FactList } from "./ui/fact-list.tsx";
import { SessionPhoto } from "./ui/session-photo.tsx";

type Heading = "h2" | "h3";

function Part({ heading: H, title, children }: { heading: Heading; title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <H className="text-xl font-bold">{title}</H>
      {children}
    </section>
  );
}

/** The mood in words, with where it sits on the scale: "Good (4 of 5)". */
function moodText(mood: number): string {
  const label = VISIT_MOOD_LABELS[mood as keyof typeof VISIT_MOOD_LABELS] ?? String(mood);
  return `${label} (${mood} of 5)`;
}

/**
 * A visit's report as the family (and the team) read it (issue 26): the visit, who came and when they
 * arrived and left, what they did, how the loved one seemed, a concern if one was raised, the companion's
 * note and the photo (fetched with the session: the member's route or the console's).
 */
export function VisitReportView({
  report: r,
  photoRoute,
  headingLevel = "h2",
}: {
  report: VisitReport;
  photoRoute: "visitPhoto" | "adminVisitPhoto";
  headingLevel?: Heading;
}) {
  const H = headingLevel;
  return (
    <div className="space-y-6" data-testid="visit-report">
      <FactList>
        <dt className="font-semibold">Service</dt>
        <dd>{r.service_name}</dd>
        <dt className="font-semibold">For</dt>
        <dd>{r.loved_one_name}</dd>
        <dt className="font-semibold">Day</dt>
        <dd>
          {formatIndiaWeekday(r.visit_date)}, {r.shift_name}
        </dd>
        <dt className="font-semibold">Companion</dt>
        <dd>{r.companion_first_name}</dd>
        <dt className="font-semibold">{T.checkedIn}</dt>
        <dd>{r.checked_in_at ? <IndiaTime at={r.checked_in_at} /> : "—"}</dd>
        <dt className="font-semibold">{T.checkedOut}</dt>
        <dd>{r.checked_out_at ? <IndiaTime at={r.checked_out_at} /> : "—"}</dd>
      </FactList>

      <Part heading={headingLevel} title={T.tasksHeading}>
        <ul className="space-y-1.5">
          {r.tasks.map((task) => (
            <li key={task} className="flex items-start gap-2">
              <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-700" />
              <span>{VISIT_TASK_LABELS[task]}</span>
            </li>
          ))}
        </ul>
      </Part>

      <Part heading={headingLevel} title={T.moodHeading}>
        <p>{moodText(r.mood)}</p>
      </Part>

      {r.concern ? (
        <section className="space-y-2 rounded-lg border-2 border-accent-700 bg-accent-100 p-4">
          <H className="flex items-center gap-2 text-xl font-bold">
            <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
            {T.concernHeading}
          </H>
          <p className="whitespace-pre-line wrap-anywhere">{r.concern_note}</p>
        </section>
      ) : null}

      {r.family_note ? (
        <Part heading={headingLevel} title={`${T.familyNoteHeading} ${r.companion_first_name}`}>
          <p className="whitespace-pre-line wrap-anywhere">{r.family_note}</p>
        </Part>
      ) : null}

      {r.has_photo ? (
        <SessionPhoto
          route={photoRoute}
          body={{ booking_id: r.booking_id }}
          alt={T.photoAlt(r.loved_one_name)}
          className="max-h-[28rem] w-auto max-w-full rounded-xl border border-line object-contain"
        />
      ) : null}
    </div>
  );
}

/** Stars out of 5, drawn and said: "4 stars" for a screen reader, four filled stars to the eye. */
export function Stars({ stars }: { stars: number }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span aria-hidden="true" className="inline-flex shrink-0 gap-0.5 text-accent-700">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} className="size-6" fill={n <= stars ? "currentColor" : "none"} />
        ))}
      </span>
      <span className="font-semibold whitespace-nowrap">{T.starLabel(stars)}</span>
    </span>
  );
}

/** A rating as given, read-only: the stars, the comment and the wish about the companion, by name. */
export function RatingSummary({
  report,
  reader = "family",
}: {
  report: VisitReport & { rating: NonNullable<VisitReport["rating"]> };
  /** Who reads it: the family's own words are "Your comment" to them, "The family's comment" to the team. */
  reader?: "family" | "team";
}) {
  const { rating } = report;
  return (
    <FactList>
      <dt className="font-semibold">Rating</dt>
      <dd>
        <Stars stars={rating.stars} />
      </dd>
      {rating.comment ? (
        <>
          <dt className="font-semibold">{reader === "team" ? T.familyComment : T.yourComment}</dt>
          <dd className="whitespace-pre-line">{rating.comment}</dd>
        </>
      ) : null}
      <dt className="font-semibold">{T.preferenceLegend}</dt>
      <dd>{companionPreferenceLabel(rating.preference ?? "none", report.companion_first_name)}</dd>
    </FactList>
  );
}
