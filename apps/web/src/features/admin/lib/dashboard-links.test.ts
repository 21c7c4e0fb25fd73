import { describe, expect, it } from "vitest";
import { addDays, dashboardLinks } from "./dashboard-links.ts";

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
});
