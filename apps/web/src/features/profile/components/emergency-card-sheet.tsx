import { displayPhone, EMERGENCY_CARD_TEXT, type EmergencyCard } from "@eldercare/contracts";
import type { ReactNode } from "react";
import { formatIndiaDay } from "../../../lib/format.ts";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-line py-3 sm:grid-cols-[12rem_1fr] print:grid-cols-[12rem_1fr]">
      <dt className="font-semibold text-muted">{label}</dt>
      <dd className="whitespace-pre-line break-words">{children}</dd>
    </div>
  );
}

/** A loved one's emergency card laid out to read and to print (to keep by the phone or on the fridge). */
export function EmergencyCardSheet({ card }: { card: EmergencyCard }) {
  const hospital = [card.hospital_name, card.hospital_address, card.hospital_phone]
    .filter(Boolean)
    .join("\n");
  return (
    <article
      aria-label={`Emergency card of ${card.loved_one_name}`}
      className="rounded-xl border-2 border-danger/40 bg-white p-5 sm:p-8 print:border-0 print:p-0"
    >
      <p className="text-2xl font-bold">{card.loved_one_name}</p>
      <dl className="mt-4">
        {card.contacts.map((c, i) => (
          <Row key={`${c.name}-${c.phone}`} label={i === 0 ? "Emergency contact" : "Second contact"}>
            {c.name}
            {c.relation ? ` (${c.relation})` : ""}, {displayPhone(c.phone)}
          </Row>
        ))}
        {hospital ? <Row label="Nearest hospital">{hospital}</Row> : null}
        {card.health_withheld ? (
          <Row label="Allergies and medicines">{EMERGENCY_CARD_TEXT.healthWithheld}</Row>
        ) : null}
        {card.allergies ? <Row label="Allergies">{card.allergies}</Row> : null}
        {card.medicines ? <Row label="Regular medicines">{card.medicines}</Row> : null}
        {card.emergency_notes ? <Row label="Notes for an emergency">{card.emergency_notes}</Row> : null}
      </dl>
      <p className="mt-4 text-base text-muted">Updated {formatIndiaDay(card.updated_at)}</p>
    </article>
  );
}
