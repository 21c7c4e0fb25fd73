import {
  BOOKING_STATUS_LABELS,
  type BookingStatus,
  INCIDENT_SEVERITY_LABELS,
  type IncidentSeverity,
  RESCHEDULE_STATUS_LABELS,
  type RescheduleStatus,
} from "@eldercare/contracts";
import { CircleAlert, CircleCheck, CircleX, Hourglass } from "lucide-react";

type Tone = "waiting" | "good" | "done" | "stopped";

const TONES: Record<Tone, string> = {
  waiting: "border-accent-700 bg-accent-100 text-ink",
  good: "border-primary-700 bg-primary-50 text-primary-800",
  done: "border-muted bg-white text-ink",
  stopped: "border-danger bg-white text-danger",
};

const ICONS = { waiting: Hourglass, good: CircleCheck, done: CircleCheck, stopped: CircleX } as const;

const BOOKING_TONES: Record<BookingStatus, Tone> = {
  requested: "waiting",
  confirmed: "good",
  completed: "done",
  cancelled: "stopped",
  rejected: "stopped",
  missed: "stopped",
};

const RESCHEDULE_TONES: Record<RescheduleStatus, Tone> = {
  open: "waiting",
  approved: "good",
  declined: "stopped",
  cancelled: "done",
};

function Badge({ tone, label }: { tone: Tone; label: string }) {
  const Icon = ICONS[tone] ?? CircleAlert;
  return (
    <span
      className={`inline-flex min-h-8 items-center gap-1.5 rounded-full border-2 px-3 text-base font-semibold ${TONES[tone]}`}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {label}
    </span>
  );
}

/** A booking's status as a badge: its label (BOOKING_STATUS_LABELS) with an icon, never colour alone. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <Badge tone={BOOKING_TONES[status]} label={BOOKING_STATUS_LABELS[status]} />;
}

/** A reschedule request's status as a badge (RESCHEDULE_STATUS_LABELS). */
export function RescheduleStatusBadge({ status }: { status: RescheduleStatus }) {
  return <Badge tone={RESCHEDULE_TONES[status]} label={RESCHEDULE_STATUS_LABELS[status]} />;
}

const SEVERITY_TONES: Record<IncidentSeverity, Tone> = {
  minor: "done",
  serious: "waiting",
  critical: "stopped",
};

/** An incident's severity as a badge (INCIDENT_SEVERITY_LABELS): "Critical" also reads as a warning. */
export function IncidentSeverityBadge({ severity }: { severity: IncidentSeverity }) {
  return <Badge tone={SEVERITY_TONES[severity]} label={INCIDENT_SEVERITY_LABELS[severity]} />;
}
