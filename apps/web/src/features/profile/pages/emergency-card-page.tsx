import { EMERGENCY_CARD_TEXT } from "@eldercare/contracts";
import { Printer } from "lucide-react";
import { Link, useParams } from "react-router";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { Page } from "../../../components/ui/page.tsx";
import { useEmergencyCardPrint } from "../api/use-emergency-card.ts";
import { CheckInCodeQr } from "../components/check-in-code-qr.tsx";
import { EmergencyCardSheet } from "../components/emergency-card-sheet.tsx";

/**
 * /user/emergencycard/:lovedOneId (members only): a loved one's emergency card, to print, with their
 * check-in code as a QR code for companions to scan at the door (decision 0093).
 */
export function EmergencyCardPage() {
  const lovedOneId = Number(useParams().lovedOneId);
  const valid = Number.isInteger(lovedOneId) && lovedOneId > 0;
  const card = useEmergencyCardPrint(valid ? lovedOneId : 0);

  return (
    <Page title={EMERGENCY_CARD_TEXT.button} description={EMERGENCY_CARD_TEXT.purpose} width="wide">
      <p className="print:hidden">
        <Link to="/user/profile" className="font-semibold text-primary-700 underline underline-offset-4">
          Back to your profile
        </Link>
      </p>
      <div className="mt-4">
        {!valid ? (
          <p role="alert">{EMERGENCY_CARD_TEXT.empty}</p>
        ) : card.isPending ? (
          <LoadingNotice>{EMERGENCY_CARD_TEXT.loading}</LoadingNotice>
        ) : card.isError ? (
          <LoadError
            title={EMERGENCY_CARD_TEXT.failed}
            error={card.error}
            onRetry={() => void card.refetch()}
          />
        ) : (
          <>
            <div className="mb-4 print:hidden">
              <button type="button" className="btn btn-primary" onClick={() => window.print()}>
                <Printer aria-hidden="true" className="size-5" />
                Print
              </button>
            </div>
            {card.data.card ? (
              <EmergencyCardSheet card={card.data.card} />
            ) : (
              <p>{EMERGENCY_CARD_TEXT.empty}</p>
            )}
            <CheckInCodeQr code={card.data.check_in_code} />
          </>
        )}
      </div>
    </Page>
  );
}
