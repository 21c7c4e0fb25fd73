import {
  ADMIN_MEMBER_TEXT,
  type AdminMemberDetail,
  CHECK_IN_CODE_TEXT,
  DELIVERY_STATUS_LABELS,
  displayPhone,
  ENQUIRY_STATUS_LABELS,
  FAMILY_ROLE_LABELS,
  formatStartTime,
  MESSAGE_CHANNEL_LABELS,
  MESSAGE_TOPIC_LABELS,
  MESSAGE_TOPICS,
  MOBILITY_LABELS,
} from "@eldercare/contracts";
import { QrCode } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { EmailText } from "../../../components/ui/email-text.tsx";
import { FactList } from "../../../components/ui/fact-list.tsx";
import { BookingStatusBadge } from "../../../components/ui/status-badge.tsx";
import { formatIndiaDateTime, formatIndiaDay, formatIndiaWeekday, formatInr } from "../../../lib/format.ts";
import { PAYMENT_STATUS_LABELS, planName } from "../../../lib/plan-labels.ts";
import {
  activityIdsText,
  CIRCLE_STATUS_LABELS,
  memberPath,
  planText,
  profileLines,
} from "../lib/member-rows.ts";

const T = ADMIN_MEMBER_TEXT;

/** One titled part of the member's page; its heading names it for screen readers. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3" data-testid={id}>
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A list of cards, or the words for none. */
function Cards<T>({ items, empty, render }: { items: T[]; empty: string; render: (item: T) => ReactNode }) {
  if (items.length === 0) return <p className="rounded-xl border border-line bg-white p-4">{empty}</p>;
  return <ul className="grid gap-3 lg:grid-cols-2">{items.map(render)}</ul>;
}

/** Label–value lines that wrap within a phone's width. */
function Lines({ lines }: { lines: { label: string; value: ReactNode }[] }) {
  return (
    <FactList>
      {lines.map((l) => (
        <div key={l.label} className="contents">
          <dt className="font-semibold">{l.label}</dt>
          <dd className="break-words">{l.value}</dd>
        </div>
      ))}
    </FactList>
  );
}

const card = "min-w-0 space-y-2 rounded-xl border border-line bg-white p-4";

export function ProfileSection({ profile }: { profile: AdminMemberDetail["profile"] }) {
  return (
    <Section id="member-profile" title={T.sections.profile}>
      <div className={card}>
        <Lines
          lines={profileLines(profile).map((l) =>
            l.label === "Email" && typeof l.value === "string"
              ? { ...l, value: <EmailText email={l.value} /> }
              : l,
          )}
        />
      </div>
    </Section>
  );
}

export function LovedOnesSection({
  lovedOnes,
  onNewCheckInCode,
}: {
  lovedOnes: AdminMemberDetail["loved_ones"];
  /** Asks to replace the loved one's check-in code (the QR code on the family's card, decision 0093). */
  onNewCheckInCode?: (lovedOne: AdminMemberDetail["loved_ones"][number]) => void;
}) {
  return (
    <Section id="member-loved-ones" title={T.sections.lovedOnes}>
      <Cards
        items={lovedOnes}
        empty={T.noLovedOnes}
        render={(l) => (
          <li key={l.loved_one_id} className={card}>
            <h3 className="text-lg font-bold">{l.full_name}</h3>
            <Lines
              lines={[
                { label: "Relationship", value: l.relationship },
                { label: "Age", value: String(l.age) },
                {
                  label: "Address",
                  value: `${l.address_line}, ${l.city_name}, ${l.state_name} ${l.pincode}`,
                },
                { label: "Contact", value: `${l.contact_name}, ${displayPhone(l.contact_phone)}` },
                { label: "Mobility", value: MOBILITY_LABELS[l.mobility] },
              ]}
            />
            {onNewCheckInCode ? (
              <button type="button" className="btn btn-outline" onClick={() => onNewCheckInCode(l)}>
                <QrCode aria-hidden="true" className="size-5" />
                {CHECK_IN_CODE_TEXT.rotate}
              </button>
            ) : null}
          </li>
        )}
      />
    </Section>
  );
}

export function PlansSection({ plans }: { plans: AdminMemberDetail["subscriptions"] }) {
  return (
    <Section id="member-plans" title={T.sections.plans}>
      <Cards
        items={plans}
        empty={T.noPlans}
        render={(s) => {
          const t = planText(s);
          return (
            <li key={s.subscription_id} className={card}>
              <h3 className="text-lg font-bold">{t.name}</h3>
              <Lines
                lines={[
                  { label: "Period", value: t.period },
                  { label: "Status", value: t.status },
                  ...(t.amount === null ? [] : [{ label: "Amount", value: t.amount }]),
                ]}
              />
            </li>
          );
        }}
      />
    </Section>
  );
}

export function PaymentsSection({ payments }: { payments: NonNullable<AdminMemberDetail["payments"]> }) {
  return (
    <Section id="member-payments" title={T.sections.payments}>
      <Cards
        items={payments}
        empty={T.noPayments}
        render={(p) => (
          <li key={p.payment_id} className={card}>
            <h3 className="text-lg font-bold">{planName(p)}</h3>
            <Lines
              lines={[
                { label: "Amount", value: formatInr(p.amount) },
                { label: "Date", value: formatIndiaDay(p.paid_at ?? p.created_at) },
                { label: "Status", value: PAYMENT_STATUS_LABELS[p.status] },
                { label: "Invoice", value: p.invoice_no ?? T.notGiven },
              ]}
            />
          </li>
        )}
      />
    </Section>
  );
}

export function BookingsSection({
  detail,
}: {
  detail: Pick<AdminMemberDetail, "bookings" | "bookings_total">;
}) {
  return (
    <Section id="member-bookings" title={T.sections.bookings}>
      {detail.bookings.length > 0 ? (
        <p className="text-muted">{T.bookingsShown(detail.bookings.length, detail.bookings_total)}</p>
      ) : null}
      <Cards
        items={detail.bookings}
        empty={T.noBookings}
        render={(b) => (
          <li key={b.booking_id} className={card}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="text-lg font-bold">
                {b.speciality_name ? `${b.service_name} (${b.speciality_name})` : b.service_name}
              </h3>
              <BookingStatusBadge status={b.status} />
            </div>
            <Lines
              lines={[
                { label: "Loved one", value: b.loved_one_name },
                { label: "Visit", value: formatIndiaWeekday(b.visit_date) },
                { label: "Time", value: `${b.shift_name}, starts ${formatStartTime(b.start_time)}` },
                { label: "City", value: b.city_name },
                ...(b.status_reason ? [{ label: "Reason", value: b.status_reason }] : []),
              ]}
            />
          </li>
        )}
      />
    </Section>
  );
}

export function EnquiriesSection({ enquiries }: { enquiries: AdminMemberDetail["enquiries"] }) {
  return (
    <Section id="member-enquiries" title={T.sections.enquiries}>
      <Cards
        items={enquiries}
        empty={T.noEnquiries}
        render={(e) => (
          <li key={e.enquiry_id} className={card}>
            <h3 className="text-lg font-bold">{formatIndiaDay(e.created_at)}</h3>
            <p className="break-words whitespace-pre-line">{e.user_message}</p>
            <Lines
              lines={[
                { label: "Status", value: ENQUIRY_STATUS_LABELS[e.status] },
                { label: "Place", value: `${e.city_name}, ${e.country_name}` },
                ...(e.is_callback ? [{ label: "Callback", value: e.preferred_time ?? "" }] : []),
              ]}
            />
          </li>
        )}
      />
    </Section>
  );
}

/** Where the outbox stood with a message: waiting, failed, or sent and what the provider reported since. */
function messageState(m: AdminMemberDetail["messages"][number]): string {
  if (m.status === "pending") return "Waiting to send";
  if (m.status === "failed") return "Failed";
  return m.delivery_status ? DELIVERY_STATUS_LABELS[m.delivery_status] : "Sent";
}

/**
 * How messages reach the member and the latest sent to them (issue 29, decision 0061), for the desk to
 * answer "we never got it": the channel, the address, and what became of it.
 */
export function MessagesSection({
  detail,
}: {
  detail: Pick<AdminMemberDetail, "message_choices" | "messages">;
}) {
  const { message_choices: choices, messages } = detail;
  return (
    <Section id="member-messages" title={T.sections.messages}>
      <div className={card}>
        <Lines
          lines={[
            ...MESSAGE_TOPICS.map((topic) => ({
              label: MESSAGE_TOPIC_LABELS[topic].split(":")[0] ?? topic,
              value: choices.channels[topic].map((c) => MESSAGE_CHANNEL_LABELS[c]).join(", "),
            })),
            {
              label: "WhatsApp",
              value: choices.whatsapp.stopped_at
                ? `Stopped by STOP on ${formatIndiaDateTime(choices.whatsapp.stopped_at)}`
                : choices.whatsapp.opted_in_at
                  ? `Agreed on ${formatIndiaDateTime(choices.whatsapp.opted_in_at)}`
                  : "Not agreed",
            },
          ]}
        />
      </div>
      <Cards
        items={messages}
        empty={T.noMessages}
        render={(m) => (
          <li key={m.notification_id} className={card}>
            <h3 className="text-lg font-bold break-words">{m.subject}</h3>
            <Lines
              lines={[
                { label: "By", value: `${MESSAGE_CHANNEL_LABELS[m.channel]} to ${m.to}` },
                { label: "Queued", value: formatIndiaDateTime(m.created_at) },
                { label: "Status", value: messageState(m) },
              ]}
            />
          </li>
        )}
      />
    </Section>
  );
}

/** Another member's name as the link to their page (a circle member, a payer, who did something). */
function MemberName({ memberId, name }: { memberId: number | null; name: string }) {
  if (memberId === null) return <>{name}</>;
  return (
    <Link to={memberPath(memberId)} className="font-semibold text-primary-700 underline underline-offset-4">
      {name}
    </Link>
  );
}

/** A part of the family circle's section, under its own heading. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-3">
      <h3 className="text-xl font-bold">{title}</h3>
      {children}
    </div>
  );
}

/**
 * The member's family circle (issue 29, decision 0063): whom they invited and where each stands, the
 * families they belong to themselves, and the latest things circle members did on their account, each
 * name leading to that member's page.
 */
export function FamilySection({
  detail,
}: {
  detail: Pick<AdminMemberDetail, "family_circle" | "family_of" | "family_activity">;
}) {
  const { family_circle: circle, family_of: families, family_activity: activity } = detail;
  return (
    <Section id="member-family" title={T.sections.family}>
      <Cards
        items={circle}
        empty={T.noFamily}
        render={(m) => (
          <li key={m.membership_id} className={card}>
            <h3 className="text-lg font-bold break-words">
              <MemberName memberId={m.member_user_id} name={m.name} />
            </h3>
            <Lines
              lines={[
                { label: "Role", value: FAMILY_ROLE_LABELS[m.role] },
                { label: "Status", value: CIRCLE_STATUS_LABELS[m.status] },
                { label: "Phone", value: displayPhone(m.phone) },
                ...(m.email ? [{ label: "Email", value: <EmailText email={m.email} /> }] : []),
                { label: "Invited", value: formatIndiaDateTime(m.invited_at) },
                m.accepted_at
                  ? { label: "Joined", value: formatIndiaDateTime(m.accepted_at) }
                  : {
                      label: m.status === "expired" ? "Link ended" : "Link works until",
                      value: formatIndiaDateTime(m.expires_at),
                    },
              ]}
            />
          </li>
        )}
      />
      {families.length > 0 ? (
        <Part title={T.sections.familyOf}>
          <ul className="grid gap-3 lg:grid-cols-2">
            {families.map((f) => (
              <li key={f.membership_id} className={card}>
                <p className="break-words">
                  {FAMILY_ROLE_LABELS[f.role]} in <MemberName memberId={f.payer_id} name={f.payer_name} />
                  's family
                  {f.accepted_at ? `, since ${formatIndiaDay(f.accepted_at)}` : ""}
                </p>
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
      {activity.length > 0 || circle.length > 0 ? (
        <Part title={T.sections.familyActivity}>
          <Cards
            items={activity}
            empty={T.noFamilyActivity}
            render={(a) => (
              <li key={a.activity_id} className={card}>
                <h4 className="text-lg font-bold break-words">{a.label}</h4>
                <Lines
                  lines={[
                    { label: "By", value: <MemberName memberId={a.actor_user_id} name={a.actor_name} /> },
                    ...(Object.keys(a.detail).length > 0
                      ? [{ label: "About", value: activityIdsText(a.detail) }]
                      : []),
                    { label: "When", value: formatIndiaDateTime(a.at) },
                  ]}
                />
              </li>
            )}
          />
        </Part>
      ) : null}
    </Section>
  );
}
