// @vitest-environment jsdom
import { CHECK_EXPIRY_TEXT as T } from "@eldercare/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { CareSection } from "./care-section.tsx";

const CARE = {
  late_visits: 0,
  reports_overdue: 0,
  reports_filed_30_days: 0,
  reports_on_time_30_days: 0,
  late: [],
  overdue: [],
  open_incidents: 0,
  incidents: [],
  recent_concerns: 0,
  concerns: [],
};

describe("the dashboard's visits after a companion's check lapses (issue 45)", () => {
  it("counts them and lists each with its check's last day, leading to the booking and the companion", () => {
    renderWithApp(
      <CareSection
        care={CARE}
        lapsed={{
          visits: 3,
          list: [
            {
              booking_id: 61,
              loved_one_name: "Sita Devi",
              service_name: "Companionship Visit",
              visit_date: "2026-12-28",
              starts_at: "2026-12-28T03:30:00.000Z",
              status: "confirmed",
              companion_id: 41,
              companion_name: "Anita Das",
              companion_phone: "+919830012345",
              check: "police",
              valid_until: "2026-12-26",
            },
          ],
        }}
      />,
    );
    const section = screen.getByRole("region", { name: `${T.heading}: 3` });
    expect(within(section).getByRole("link", { name: "Sita Devi, Companionship Visit" })).toHaveAttribute(
      "href",
      "/admin/bookings?status=confirmed&date_from=2026-12-27&date_to=2026-12-28&q=Sita+Devi",
    );
    expect(within(section).getByText("Police verification: valid until 26 Dec 2026")).toBeVisible();
    expect(within(section).getByRole("link", { name: "Anita Das" })).toHaveAttribute(
      "href",
      "/admin/companions/41",
    );
    expect(within(section).getByText(/\+91 98300 12345/)).toBeVisible();
  });

  it("says when there are none", () => {
    renderWithApp(<CareSection care={CARE} lapsed={{ visits: 0, list: [] }} />);
    const section = screen.getByRole("region", { name: `${T.heading}: 0` });
    expect(within(section).getByText(T.none)).toBeVisible();
  });
});
