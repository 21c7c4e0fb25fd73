// @vitest-environment jsdom
import { type AdminDashboard, CARE_DASHBOARD_TEXT as T } from "@eldercare/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { CareSection, UrgentCare } from "./care-section.tsx";

const care = (change: Partial<AdminDashboard["care"]> = {}): AdminDashboard["care"] => ({
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
  ...change,
});

const LATE = {
  booking_id: 51,
  loved_one_name: "Sita Devi",
  service_name: "Companionship Visit",
  companion_name: "Anita Das",
  companion_phone: "+919830012345",
  starts_at: "2026-12-15T03:30:00.000Z",
  checked_out_at: null,
};

describe("UrgentCare (under Needs attention)", () => {
  it("lists late visits and the concerns companions flagged in reports, each leading to its booking", () => {
    renderWithApp(
      <UrgentCare
        care={care({
          late_visits: 1,
          late: [LATE],
          recent_concerns: 1,
          concerns: [
            {
              booking_id: 53,
              loved_one_name: "Gopal Rao",
              service_name: "Companionship Visit",
              companion_name: "Rahul Sen",
              companion_phone: "+919830054321",
              starts_at: "2026-12-14T03:30:00.000Z",
              checked_out_at: "2026-12-14T05:30:00.000Z",
              concern_note: "He felt dizzy when he stood up.",
              filed_at: "2026-12-14T06:00:00.000Z",
            },
          ],
        })}
      />,
    );
    const late = screen.getByRole("region", { name: `${T.late}: 1` });
    expect(within(late).getByRole("link", { name: "Sita Devi, Companionship Visit" })).toHaveAttribute(
      "href",
      "/admin/bookings?status=confirmed&date_from=2026-12-14&date_to=2026-12-15&q=Sita+Devi",
    );
    expect(late).toHaveTextContent("Starts Tue, 15 Dec 2026, 9:00 AM");
    expect(late).toHaveTextContent("Anita Das (+91 98300 12345)");
    const concerns = screen.getByRole("region", { name: `${T.concerns}: 1` });
    expect(concerns).toHaveTextContent("He felt dizzy when he stood up.");
    expect(concerns).toHaveTextContent(`${T.concernFiled("Mon, 14 Dec 2026, 11:30 AM")} by Rahul Sen`);
    expect(within(concerns).getByRole("link", { name: "Gopal Rao, Companionship Visit" })).toHaveAttribute(
      "href",
      "/admin/bookings?status=completed&date_from=2026-12-13&date_to=2026-12-14&q=Gopal+Rao",
    );
    // The open incidents sit with them.
    expect(screen.getByTestId("incidents-dashboard")).toBeVisible();
  });

  it("says when there is nothing to chase", () => {
    renderWithApp(<UrgentCare care={care()} />);
    expect(screen.getByText(T.noLate)).toBeVisible();
    expect(screen.getByText(T.noConcerns)).toBeVisible();
  });
});

describe("CareSection", () => {
  it("lists overdue reports, each leading to its booking, and the promise kept", () => {
    renderWithApp(
      <CareSection
        care={care({
          reports_overdue: 1,
          reports_filed_30_days: 40,
          reports_on_time_30_days: 38,
          overdue: [
            {
              booking_id: 52,
              loved_one_name: "Gopal Rao",
              service_name: "Errands",
              companion_name: "Rahul Sen",
              companion_phone: "+919830054321",
              starts_at: "2026-12-15T02:00:00.000Z",
              checked_out_at: "2026-12-15T04:00:00.000Z",
            },
          ],
        })}
      />,
    );
    const overdue = screen.getByRole("region", { name: `${T.reportsOverdue}: 1` });
    expect(overdue).toHaveTextContent("Checked out 9:30 AM");
    expect(within(overdue).getByRole("link", { name: "Gopal Rao, Errands" })).toBeVisible();
    expect(screen.getByText("95%")).toBeVisible();
    expect(screen.getByText(T.onTime(38, 40))).toBeVisible();
    // Late visits are under Needs attention, not here.
    expect(screen.queryByRole("region", { name: new RegExp(`^${T.late}`) })).toBeNull();
  });

  it("says when there is nothing to chase", () => {
    renderWithApp(<CareSection care={care()} />);
    expect(screen.getByText(T.noReportsOverdue)).toBeVisible();
    expect(screen.getByText(T.onTime(0, 0))).toBeVisible();
  });
});
