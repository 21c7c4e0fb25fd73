// @vitest-environment jsdom
import { CHECK_IN_CODE_TEXT } from "@eldercare/contracts";
import { screen } from "@testing-library/react";
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { CheckInCodeQr } from "./check-in-code-qr.tsx";

/** The SVG's modules read back into a grey image (one pixel per module, 4 of quiet zone) for a decoder. */
function pixelsOf(svg: SVGSVGElement) {
  const size = Number(svg.getAttribute("viewBox")?.split(" ")[2]);
  const d = svg.querySelector("path")?.getAttribute("d") ?? "";
  // Each sub-path of lean-qr's outline is a closed polygon of module corners; fill by the even-odd rule.
  const polygons = d
    .split("Z")
    .filter(Boolean)
    .map((part) =>
      part
        .replace(/^M/, "")
        .split("L")
        .map((p) => p.trim().split(" ").map(Number) as [number, number]),
    );
  const inside = (x: number, y: number) => {
    let hits = 0;
    for (const poly of polygons)
      for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
        const [xi, yi] = poly[i] as [number, number];
        const [xj, yj] = poly[j] as [number, number];
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hits++;
      }
    return hits % 2 === 1;
  };
  const scale = 4;
  const width = size * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let py = 0; py < width; py++)
    for (let px = 0; px < width; px++) {
      const x = px / scale - 4 + 0.5 / scale;
      const y = py / scale - 4 + 0.5 / scale;
      if (inside(x, y)) data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
    }
  return { data, width };
}

describe("CheckInCodeQr: the check-in code on the emergency card print-out (decision 0093)", () => {
  it("shows the typed code, what it is for, and a QR code that reads back as the code", () => {
    renderWithApp(<CheckInCodeQr code="K7QM-4ZXP" />);
    expect(screen.getByRole("heading", { name: CHECK_IN_CODE_TEXT.heading })).toBeVisible();
    expect(screen.getByText(CHECK_IN_CODE_TEXT.purpose)).toBeVisible();
    expect(screen.getByTestId("check-in-code")).toHaveTextContent("K7QM-4ZXP");
    const svg = screen.getByRole("img", { name: CHECK_IN_CODE_TEXT.qrLabel("K7QM-4ZXP") });
    const { data, width } = pixelsOf(svg as unknown as SVGSVGElement);
    expect(jsQR(data, width, width)?.data).toBe("K7QM4ZXP");
  });
});
