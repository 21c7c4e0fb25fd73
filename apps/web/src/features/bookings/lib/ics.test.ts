import { describe, expect, it } from "vitest";
import { bookingFixture } from "../../../test/booking-fixture.ts";
import { bookingToIcs, escapeIcsText, foldIcsLine, icsDateTime, icsFileName } from "./ics.ts";

const OPTIONS = {
  now: new Date("2026-11-23T12:34:56.789Z"),
  uidDomain: "seniorcare.example",
  brand: "SeniorCare Relief",
};

/** The file's lines with folding undone (RFC 5545 §3.1). */
const unfolded = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");

describe("bookingToIcs", () => {
  it("writes one VEVENT inside a VCALENDAR, every line ending in CRLF", () => {
    const ics = bookingToIcs(bookingFixture(), OPTIONS);
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    // No bare line feeds: every \n belongs to a CRLF.
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = unfolded(ics);
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines).toContain("UID:booking-42@seniorcare.example");
    expect(lines).toContain("DTSTAMP:20261123T123456Z");
  });

  it("starts at the booking's instant in UTC and ends after its duration", () => {
    // 7:30 AM in India on 15 Dec is 02:00 UTC; a 2-hour visit ends at 04:00 UTC.
    const lines = unfolded(bookingToIcs(bookingFixture(), OPTIONS));
    expect(lines).toContain("DTSTART:20261215T020000Z");
    expect(lines).toContain("DTEND:20261215T040000Z");
    const night = unfolded(
      bookingToIcs(bookingFixture({ starts_at: "2026-12-15T18:30:00.000Z", duration_minutes: 240 }), OPTIONS),
    );
    expect(night).toContain("DTEND:20261215T223000Z");
  });

  it("names the visit, where it is and what it is, escaping commas, semicolons, backslashes and line breaks", () => {
    const lines = unfolded(
      bookingToIcs(
        bookingFixture({
          notes: "Ring twice; tea without sugar\nShe likes C:\\music, old songs",
          status: "confirmed",
        }),
        OPTIONS,
      ),
    );
    expect(lines).toContain("SUMMARY:Companionship Visit for Sita Devi");
    expect(lines).toContain("LOCATION:12 Lake Road\\, Ballygunge\\, Kolkata\\, West Bengal 700029");
    const description = lines.find((l) => l.startsWith("DESCRIPTION:")) ?? "";
    expect(description).toContain("Shift: Morning (7 AM – 1 PM)\\n");
    expect(description).toContain(
      "Notes for the companion: Ring twice\\; tea without sugar\\nShe likes C:\\\\music\\, old songs",
    );
    expect(lines).toContain("STATUS:CONFIRMED");
    expect(unfolded(bookingToIcs(bookingFixture(), OPTIONS))).toContain("STATUS:TENTATIVE");
  });

  it("folds lines longer than 75 octets without splitting a character", () => {
    const ics = bookingToIcs(bookingFixture({ notes: "नमस्ते ".repeat(40) }), OPTIONS);
    const encoder = new TextEncoder();
    for (const line of ics.split("\r\n")) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).toContain("\r\n ");
    const description = unfolded(ics).find((l) => l.startsWith("DESCRIPTION:")) ?? "";
    expect(description).toContain("नमस्ते ".repeat(40).trimEnd());
  });
});

describe("iCalendar pieces", () => {
  it("escapes TEXT values", () => {
    expect(escapeIcsText("a,b;c\\d\r\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  });

  it("writes UTC date-times", () => {
    expect(icsDateTime(new Date("2027-01-01T00:05:09.000Z"))).toBe("20270101T000509Z");
  });

  it("leaves short lines alone and folds long ones with CRLF and a space", () => {
    expect(foldIcsLine("SUMMARY:short")).toBe("SUMMARY:short");
    const folded = foldIcsLine(`DESCRIPTION:${"x".repeat(100)}`);
    expect(folded.split("\r\n ")).toHaveLength(2);
    expect(folded.split("\r\n ")[0]).toHaveLength(75);
  });

  it("names the file after the day and the service", () => {
    expect(icsFileName(bookingFixture())).toBe("visit-2026-12-15-companionship-visit.ics");
  });
});
