import {
  CHECK_IN_CODE_ALPHABET,
  CHECK_IN_CODE_LENGTH,
  formatCheckInCode,
  normalizeCheckInCode,
} from "@eldercare/contracts";
import { LogIn } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useCompanionText } from "../../../lib/i18n/companion-i18n.tsx";

/*
 * The check-in that proves presence (issue 46, decision 0093): the companion scans the QR code on the
 * family's emergency card with the phone's camera, or types the code printed beneath it. The camera is read
 * by the browser's BarcodeDetector where there is one, otherwise frames are decoded by jsQR (loaded only
 * then). The code goes with the check-in; the server says whether it is this loved one's.
 */

/** How often a video frame is looked at for a QR code. */
const SCAN_EVERY_MS = 250;

const looksLikeCode = (typed: string) => {
  const plain = normalizeCheckInCode(typed);
  return plain.length === CHECK_IN_CODE_LENGTH && [...plain].every((c) => CHECK_IN_CODE_ALPHABET.includes(c));
};

/** The browser's own barcode reader (not in every browser's types yet). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** A reader of one video frame: the QR code's text, or null. */
async function frameReader(video: HTMLVideoElement): Promise<() => Promise<string | null>> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector) {
    const detector = new Detector({ formats: ["qr_code"] });
    return async () => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import("jsqr");
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return async () => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height)?.data ?? null;
  };
}

type Camera = "starting" | "on" | "none" | "blocked";

/** The back camera shown in `video` while `active`, and each QR code it reads passed to `onRead`. */
function useQrCamera(
  active: boolean,
  video: React.RefObject<HTMLVideoElement | null>,
  onRead: (text: string) => void,
): Camera {
  const canFilm = typeof navigator !== "undefined" && Boolean(navigator.mediaDevices?.getUserMedia);
  const [camera, setCamera] = useState<Camera>(canFilm ? "starting" : "none");
  const read = useRef(onRead);
  read.current = onRead;
  useEffect(() => {
    if (!active || !canFilm) return;
    let live = true;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setCamera("starting");
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" } });
        const element = video.current;
        if (!live || !element) return;
        element.srcObject = stream;
        await element.play();
        setCamera("on");
        const readFrame = await frameReader(element);
        const look = async () => {
          if (!live) return;
          const text = await readFrame().catch(() => null);
          if (text && live) read.current(text);
          else timer = setTimeout(() => void look(), SCAN_EVERY_MS);
        };
        void look();
      } catch {
        if (live) setCamera("blocked");
      }
    })();
    return () => {
      live = false;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [active, canFilm, video]);
  return camera;
}

/**
 * "Scan the QR code": a dialog with the camera (where the phone can) and always a field to type the code.
 * `onCode` gets the code read or typed; the caller checks in with it and the dialog closes.
 */
export function VisitQrScan({
  open,
  onClose,
  onCode,
}: {
  open: boolean;
  onClose: () => void;
  onCode: (code: string) => void;
}) {
  const { t } = useCompanionText();
  const id = useId();
  const video = useRef<HTMLVideoElement>(null);
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [scanned, setScanned] = useState<string | null>(null);

  useEffect(() => {
    if (!open) {
      setTyped("");
      setProblem(null);
      setScanned(null);
    }
  }, [open]);

  const camera = useQrCamera(open && scanned === null, video, (text) => {
    if (!looksLikeCode(text)) return;
    const code = formatCheckInCode(text);
    setScanned(code);
    setTyped(code);
    onCode(code);
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!looksLikeCode(typed)) {
      setProblem(t("qr.codeRequired"));
      return;
    }
    onCode(formatCheckInCode(typed));
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t("qr.title")}
      size="md"
    >
      <div className="space-y-4">
        {camera === "none" || camera === "blocked" ? (
          <p role="status" className="text-base font-semibold">
            {t(camera === "none" ? "qr.noCamera" : "qr.cameraBlocked")}
          </p>
        ) : (
          <>
            <p className="text-base">{t("qr.pointCamera")}</p>
            <video
              ref={video}
              muted
              playsInline
              className="aspect-square w-full rounded-xl bg-black object-cover"
              data-testid="qr-camera"
            />
          </>
        )}
        {scanned ? (
          <p role="status" className="text-lg font-semibold">
            {t("qr.scanned", { code: scanned })}
          </p>
        ) : null}
        <form noValidate onSubmit={submit} className="space-y-3">
          <div>
            <label htmlFor={`${id}-code`} className="text-lg font-semibold">
              {t("qr.typeLabel")}
            </label>
            <p id={`${id}-hint`} className="text-base text-muted">
              {t("qr.typeHint")}
            </p>
            <input
              id={`${id}-code`}
              className="input mt-1 w-full font-mono text-2xl uppercase tracking-widest"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              value={typed}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
              onChange={(e) => {
                setTyped(e.target.value);
                setProblem(null);
              }}
            />
            {problem ? (
              <p id={`${id}-problem`} role="alert" className="mt-1 text-base font-semibold text-danger">
                {problem}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-3 sm:flex-row-reverse">
            <button type="submit" className="btn btn-primary min-h-14 text-lg">
              <LogIn aria-hidden="true" className="size-6" />
              {t("qr.checkInWithCode")}
            </button>
            <button type="button" className="btn btn-outline min-h-14 text-lg" onClick={onClose}>
              {t("qr.cancel")}
            </button>
          </div>
        </form>
      </div>
    </Dialog>
  );
}
