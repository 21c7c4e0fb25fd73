import { QrCode } from "lucide-react";
import { useId } from "react";
import { useCompanionText } from "../../../lib/i18n/companion-i18n.tsx";

/** The "Scan the QR code" button beside Check in, with what it is for. */
export function ScanQrButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  const { t } = useCompanionText();
  const id = useId();
  return (
    <div>
      <button
        type="button"
        className="btn btn-outline w-full min-h-14 text-lg"
        disabled={disabled}
        aria-describedby={id}
        onClick={onClick}
      >
        <QrCode aria-hidden="true" className="size-6" />
        {t("qr.scan")}
      </button>
      <p id={id} className="mt-1 text-base text-muted">
        {t("qr.scanHint")}
      </p>
    </div>
  );
}
