import { CHECK_IN_PROOF_TEXT, type CheckInProof, kmWords } from "@eldercare/contracts";
import { Clock, MapPin, QrCode } from "lucide-react";
import { formatIndiaTime } from "../../../lib/format.ts";

/*
 * How a visit's check-in was made (issue 46, decision 0091), under its time in the console's bookings: a
 * check-in sent well after it was tapped (queued without signal, or a wrong phone clock), and one made far
 * from the loved one's PIN code or without a location. Flags for the team to look at, never refusals. How
 * the visit was verified (decision 0093): the QR code at the door, or the distance, or neither (flagged).
 */
export function CheckInProofView({ proof }: { proof: CheckInProof }) {
  const phoneTime = proof.phone_at ? `${formatIndiaTime(proof.phone_at)} India time` : null;
  const gap = proof.gap_minutes ?? 0;
  return (
    <>
      {proof.gap_flagged && phoneTime ? (
        <p className="mt-1 flex items-start gap-1.5 text-accent-700" data-testid="check-in-clock-gap">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            {gap > 0
              ? CHECK_IN_PROOF_TEXT.sentLate(gap, phoneTime)
              : CHECK_IN_PROOF_TEXT.phoneAhead(-gap, phoneTime)}
          </span>
        </p>
      ) : null}
      {proof.qr_verified ? (
        <p className="mt-1 flex items-start gap-1.5 font-semibold text-primary-800" data-testid="check-in-qr">
          <QrCode aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{CHECK_IN_PROOF_TEXT.qrAtDoor}</span>
        </p>
      ) : null}
      {proof.qr_verified && !proof.location_shared ? null : (
        <p
          className={`mt-1 flex items-start gap-1.5 ${flagged(proof) ? "text-danger" : "text-muted"}`}
          data-testid="check-in-place"
        >
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{placeWords(proof)}</span>
        </p>
      )}
    </>
  );
}

/** Far from the PIN code, or neither a location nor the QR code: for the team to look at. */
const flagged = (proof: CheckInProof) =>
  proof.distance_flagged || (!proof.location_shared && !proof.qr_verified);

function placeWords(proof: CheckInProof): string {
  if (!proof.location_shared) return CHECK_IN_PROOF_TEXT.unverified;
  if (proof.distance_m === null) return CHECK_IN_PROOF_TEXT.locationUnplaced;
  const km = kmWords(proof.distance_m);
  return proof.distance_flagged ? CHECK_IN_PROOF_TEXT.far(km) : CHECK_IN_PROOF_TEXT.distance(km);
}
