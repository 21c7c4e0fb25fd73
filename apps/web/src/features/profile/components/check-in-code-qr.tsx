import { CHECK_IN_CODE_TEXT, normalizeCheckInCode } from "@eldercare/contracts";
import { generate } from "lean-qr";
import { toSvgPath } from "lean-qr/extras/svg";
import { useMemo } from "react";

/** Quiet zone around the QR code, in modules (the standard's four). */
const PAD = 4;

/**
 * The loved one's check-in code on the emergency card print-out (issue 46, decision 0093): a QR code the
 * companion scans at the door, the typed form beneath ("ABCD-EFGH") for when the camera fails, and one
 * line saying what it is for. Drawn as SVG by lean-qr (a maintained encoder), loaded with this page only.
 */
export function CheckInCodeQr({ code }: { code: string }) {
  const qr = useMemo(() => {
    const bitmap = generate(normalizeCheckInCode(code));
    return { size: bitmap.size + PAD * 2, path: toSvgPath(bitmap) };
  }, [code]);
  return (
    <section
      aria-labelledby="check-in-code-heading"
      className="mt-6 flex flex-col items-center gap-4 rounded-xl border-2 border-line bg-white p-5 text-center break-inside-avoid sm:flex-row sm:text-left print:flex-row print:text-left"
    >
      <svg
        role="img"
        aria-label={CHECK_IN_CODE_TEXT.qrLabel(code)}
        viewBox={`${-PAD} ${-PAD} ${qr.size} ${qr.size}`}
        className="size-40 shrink-0"
        shapeRendering="crispEdges"
      >
        <rect x={-PAD} y={-PAD} width={qr.size} height={qr.size} fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
      <div>
        <h2 id="check-in-code-heading" className="text-xl font-bold">
          {CHECK_IN_CODE_TEXT.heading}
        </h2>
        <p className="mt-1 text-lg">{CHECK_IN_CODE_TEXT.purpose}</p>
        <p className="mt-3 font-mono text-3xl font-bold tracking-widest" data-testid="check-in-code">
          {code}
        </p>
        <p className="mt-1 text-base text-muted">{CHECK_IN_CODE_TEXT.typedHint}</p>
      </div>
    </section>
  );
}
