import { describe, expect, it } from "vitest";
import { addDays, careVisitLink, dashboardLinks } from "./dashboard-links.ts";

describe("dashboardLinks", () => {
  it("leads each figure to its list with the same filters", () => {
    const links = dashboardLinks({ today: "2026-12-30" });
    expect(links.waiting).toBe("/admin/bookings?status=requested");
    expect(links.today).toBe("/admin/bookings?date_from=2026-12-30&date_to=2026-12-30");
    expect(links.upcoming).toBe("/admin/bookings?date_from=2026-12-31&date_to=2027-01-06");
    expect(links.callbacks).toBe("/admin/enquiries?status=new&callback_on=2026-12-30");
    expect(links.newMembers7).toBe("/admin/members?joined_from=2026-12-24");
    expect(links.reschedule).toBe("/admin/reschedule?status=open");
  });

  it("counts days across months and years", () => {
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("leads a late visit or an overdue report to its booking: confirmed, about its India day, by the loved one", () => {
    // 17:30 UTC is 11:00 PM on the 30th in India; a minute past 18:30 UTC is the 31st there. The day
    // before is included: a night shift is dated by the evening it begins.
    expect(careVisitLink({ loved_one_name: "Sita Devi", starts_at: "2026-12-30T17:30:00.000Z" })).toBe(
      "/admin/bookings?status=confirmed&date_from=2026-12-29&date_to=2026-12-30&q=Sita+Devi",
    );
    expect(careVisitLink({ loved_one_name: "Ai", starts_at: "2026-12-30T18:31:00.000Z" })).toBe(
      "/admin/bookings?status=confirmed&date_from=2026-12-30&date_to=2026-12-31",
    );
    // A concern in a report: the visit its report completed.
    expect(
      careVisitLink({ loved_one_name: "Sita Devi", starts_at: "2026-12-30T03:30:00.000Z" }, "completed"),
    ).toBe("/admin/bookings?status=completed&date_from=2026-12-29&date_to=2026-12-30&q=Sita+Devi");
  });
});
