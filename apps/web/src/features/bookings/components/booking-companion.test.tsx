// @vitest-environment jsdom
import {
  ASSIGNMENT_TEXT,
  type BookingCompanion,
  COMPANION_CHECK_LABELS,
  VISIT_REPORT_TEXT,
} from "@eldercare/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { photoReply, stubApi } from "../../../test/api-stub.ts";
import { bookingFixture } from "../../../test/booking-fixture.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { BookingCard } from "./booking-card.tsx";

const ANITA: BookingCompanion = {
  first_name: "Anita",
  languages: ["Bengali", "Hindi"],
  identity_verified_on: "2026-03-02",
  police_verified_on: "2026-03-20",
  training_completed_on: "2026-04-05",
  has_photo: false,
};

function card(overrides: Parameters<typeof bookingFixture>[0]) {
  return renderWithApp(
    <BookingCard
      booking={bookingFixture(overrides)}
      rules={undefined}
      now={new Date("2026-12-01T04:00:00.000Z")}
      shiftName={() => "Morning"}
      onCancel={vi.fn()}
      onReschedule={vi.fn()}
      onUrgentHelp={vi.fn()}
    />,
  );
}

describe("BookingCard's companion", () => {
  it("names the companion of a confirmed visit, with their languages and three dated checks", () => {
    card({ status: "confirmed", companion: ANITA });
    const block = screen.getByRole("region", { name: `${ASSIGNMENT_TEXT.yourCompanion}: Anita` });
    expect(within(block).getByRole("heading", { level: 4 })).toHaveTextContent("Your companion: Anita");
    expect(block).toHaveTextContent(`${ASSIGNMENT_TEXT.languages}: Bengali, Hindi`);
    const checks = within(block).getAllByRole("listitem");
    expect(checks.map((c) => c.textContent)).toEqual([
      `${COMPANION_CHECK_LABELS.identity} on 2 Mar 2026`,
      `${COMPANION_CHECK_LABELS.police} on 20 Mar 2026`,
      `${COMPANION_CHECK_LABELS.training} on 5 Apr 2026`,
    ]);
    expect(checks[1]).toHaveAttribute("title", "Police verification on 20 Mar 2026");
    // The dates are for screen readers (and hover); the badges show the checks' names.
    expect(within(checks[0] as HTMLElement).getByText("on 2 Mar 2026")).toHaveClass("sr-only");
    // The initial stands in for the photo, hidden from screen readers (the name is beside it).
    const initial = within(block).getByText("A");
    expect(initial).toHaveAttribute("aria-hidden", "true");
    expect(within(block).queryByRole("img")).toBeNull();
  });

  it("names the companion of a completed visit too", () => {
    card({ status: "completed", companion: ANITA });
    expect(screen.getByRole("region", { name: "Your companion: Anita" })).toBeVisible();
  });

  it("names nobody before the team confirms, or on a cancelled visit", () => {
    const { unmount } = card({ status: "requested", companion: null });
    expect(screen.queryByText(/Your companion/)).toBeNull();
    unmount();
    card({ status: "cancelled", companion: ANITA });
    expect(screen.queryByText(/Your companion/)).toBeNull();
  });
});

describe("BookingCard's companion photo", () => {
  it("shows the companion's photo, fetched with the session, when they have one", async () => {
    const api = stubApi({ companionPhoto: photoReply() });
    card({ status: "confirmed", companion: { ...ANITA, has_photo: true } });
    const block = screen.getByRole("region", { name: "Your companion: Anita" });
    const photo = await within(block).findByRole("img", {
      name: VISIT_REPORT_TEXT.companionPhotoAlt("Anita"),
    });
    expect(photo.getAttribute("src")).toMatch(/^blob:/);
    expect(api.bodies("companionPhoto")).toEqual([{ booking_id: 42 }]);
    expect(within(block).queryByText("A")).toBeNull();
  });
});

describe("BookingCard after the companion arrives", () => {
  const visit = { status: "confirmed" as const, companion: ANITA, checked_in_at: "2026-12-15T02:10:00.000Z" };

  it("says when they arrived, and when to expect the report", () => {
    card(visit);
    expect(screen.getByText(`${VISIT_REPORT_TEXT.arrivedAt("7:40 AM")} India time`)).toBeVisible();
    expect(screen.getByText(VISIT_REPORT_TEXT.reportPending)).toBeVisible();
    expect(screen.queryByRole("link", { name: /^Read the visit report/ })).toBeNull();
  });

  it("links to the report once it is ready", () => {
    card({ ...visit, status: "completed", report_ready: true });
    expect(screen.getByRole("link", { name: /^Read the visit report/ })).toHaveAttribute(
      "href",
      "/user/visit/42",
    );
    expect(screen.queryByText(VISIT_REPORT_TEXT.reportPending)).toBeNull();
  });

  it("says neither before the companion arrives, and tells why a visit was missed", () => {
    card({ status: "missed", companion: ANITA, status_reason: "The companion was taken ill." });
    expect(screen.queryByText(/^Arrived at/)).toBeNull();
    expect(screen.queryByText(VISIT_REPORT_TEXT.reportPending)).toBeNull();
    expect(screen.getByText("Missed")).toBeVisible();
    expect(screen.getByText(/Why it was missed/)).toBeVisible();
  });
});

describe("BookingCard's day (issue 41)", () => {
  it("dates a night visit starting after midnight on the India day it starts, not the shift's evening", () => {
    card({ visit_date: "2026-12-15", shift_type: 4, start_time: "02:00", status: "confirmed" });
    const article = screen.getByRole("article");
    expect(article).toHaveTextContent("Wed, 16 Dec 2026, 2:00 AM");
    expect(article).not.toHaveTextContent("Tue, 15 Dec 2026, 2:00 AM");
  });

  it("keeps the visit date for a start before midnight", () => {
    card({ visit_date: "2026-12-15", shift_type: 4, start_time: "22:30", status: "confirmed" });
    expect(screen.getByRole("article")).toHaveTextContent("Tue, 15 Dec 2026, 10:30 PM");
  });
});

describe("BookingCard's doctor's appointment (issue 42)", () => {
  it("shows the doctor, the hospital and the time the family gave, and nothing when none", () => {
    const { unmount } = card({
      service_kind: "doctor_visit",
      appointment: {
        doctor_name: "Dr. Anjali Sen (cardiologist)",
        clinic_name: "AMRI Hospital",
        time: "10:30",
      },
    });
    const label = screen.getByText("Appointment", { selector: "dt" });
    expect(label.nextElementSibling).toHaveTextContent(
      "Dr. Anjali Sen (cardiologist), AMRI Hospital, at 10:30 AM (India time)",
    );
    unmount();
    card({ appointment: null });
    expect(screen.queryByText("Appointment")).toBeNull();
  });
});
