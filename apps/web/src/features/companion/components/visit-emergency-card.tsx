import type { VisitEmergencyCard } from "@eldercare/contracts";
import { Phone, ShieldPlus } from "lucide-react";
import { useCompanionText } from "../../../lib/i18n/companion-i18n.tsx";
import { phoneLink } from "../lib/visit-links.ts";

/** A number to call from the card, as a large link (or the text as written when it is not a number). */
function CallLink({ phone, who }: { phone: string; who: string }) {
  const link = phoneLink(phone);
  const { t } = useCompanionText();
  if (!link) return null;
  return (
    <a href={link.href} className="btn btn-outline mt-2 w-full sm:w-auto">
      <Phone aria-hidden="true" className="size-5" />
      {t("app.call")} <span className="tabular-nums">{link.text}</span>
      <span className="sr-only"> ({who})</span>
    </a>
  );
}

/**
 * The loved one's emergency card on the day's visit (decision 0059): folded until needed, then who to
 * call, the nearest hospital, and what a doctor may need to hear.
 */
export function VisitEmergencyCardView({ card }: { card: VisitEmergencyCard }) {
  const { t } = useCompanionText();
  return (
    <details className="mt-4 rounded-xl border-2 border-danger/40 bg-danger/5 p-4 text-lg">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-bold text-danger">
        <ShieldPlus aria-hidden="true" className="size-6 shrink-0" />
        {t("card.emergencyCard")}
      </summary>
      <dl className="mt-3 space-y-4">
        {card.contacts.map((c) => (
          <div key={`${c.name}-${c.phone}`}>
            <dt className="text-base font-semibold text-muted">{t("card.emergencyContact")}</dt>
            <dd className="break-words">
              {c.name}
              {c.relation ? ` (${c.relation})` : ""}
              <CallLink phone={c.phone} who={c.name} />
            </dd>
          </div>
        ))}
        {card.hospital_name || card.hospital_phone ? (
          <div>
            <dt className="text-base font-semibold text-muted">{t("card.nearestHospital")}</dt>
            <dd className="break-words">
              {[card.hospital_name, card.hospital_address].filter(Boolean).join(", ")}
              <CallLink phone={card.hospital_phone} who={card.hospital_name || t("card.nearestHospital")} />
            </dd>
          </div>
        ) : null}
        {card.allergies ? (
          <div>
            <dt className="text-base font-semibold text-muted">{t("card.allergies")}</dt>
            <dd className="whitespace-pre-line break-words">{card.allergies}</dd>
          </div>
        ) : null}
        {card.medicines ? (
          <div>
            <dt className="text-base font-semibold text-muted">{t("card.medicines")}</dt>
            <dd className="whitespace-pre-line break-words">{card.medicines}</dd>
          </div>
        ) : null}
        {card.emergency_notes ? (
          <div>
            <dt className="text-base font-semibold text-muted">{t("card.emergencyNotes")}</dt>
            <dd className="whitespace-pre-line break-words">{card.emergency_notes}</dd>
          </div>
        ) : null}
      </dl>
    </details>
  );
}
