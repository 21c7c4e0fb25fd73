// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../test/render.tsx";
import { IndiaTime, ReaderTimeBeside, ReaderZoneProvider } from "./india-time.tsx";

/** The browser says its clock is this zone's (as a phone in London would). */
function browserIn(timeZone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone };
  });
}

afterEach(() => vi.restoreAllMocks());

const AT = "2026-11-28T23:36:00Z"; // 5:06 AM Sunday in India, 11:36 PM Saturday in London

describe("IndiaTime (issue 42)", () => {
  it("shows a member abroad India's time, said to be India's, and their own beside it", () => {
    browserIn("Europe/London");
    renderWithApp(
      <ReaderZoneProvider abroad>
        <p>
          <IndiaTime at={AT} withDay />
        </p>
        <p>
          9:00 AM India time
          <ReaderTimeBeside at={AT} />
        </p>
      </ReaderZoneProvider>,
    );
    expect(screen.getByText("Sun, 29 Nov 2026, 5:06 AM India time (11:36 PM Sat in London)")).toBeVisible();
    expect(screen.getByText(/^9:00 AM India time/)).toHaveTextContent(
      "9:00 AM India time (11:36 PM Sat in London)",
    );
  });

  it("shows India time alone to a member in India (+91), whatever the browser's clock", () => {
    browserIn("Europe/London");
    renderWithApp(
      <ReaderZoneProvider abroad={false}>
        <IndiaTime at={AT} />
      </ReaderZoneProvider>,
    );
    expect(screen.getByText("5:06 AM India time")).toBeVisible();
  });
});
