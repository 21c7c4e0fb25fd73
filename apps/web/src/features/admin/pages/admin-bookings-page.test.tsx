// @vitest-environment jsdom
import {
  ADMIN_MESSAGES,
  type AdminBooking,
  CARE_DASHBOARD_TEXT,
  CHECK_IN_PROOF_TEXT,
  SUCCESS_MESSAGES,
  VISIT_REPORT_TEXT,
} from "@eldercare/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { photoReply, stubApi } from "../../../test/api-stub.ts";
import { adminBookingFixture } from "../../../test/booking-fixture.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { visitReportFixture } from "../../../test/visit-report-fixture.ts";
import { AdminBookingsPage } from "./admin-bookings-page.tsx";

const COMPANION = { companion_id: 11, full_name: "Anita Das", phone: "+919830012345" };
/** Confirmed, nobody checked in 15 minutes after the start: late, and may be marked missed. */
const LATE = adminBookingFixture({
  booking_id: 51,
  loved_one_name: "Sita Devi",
  status: "confirmed",
  actions: ["cancel", "miss"],
  assigned_companion: COMPANION,
  late: true,
});
/** Checked in at 7:40 AM, reported: the visit is completed. */
const REPORTED = adminBookingFixture({
  booking_id: 52,
  loved_one_name: "Gopal Rao",
  status: "completed",
  actions: [],
  assigned_companion: COMPANION,
  checked_in_at: "2026-12-15T02:10:00.000Z",
  report_filed_at: "2026-12-15T04:30:00.000Z",
});
/** Tapped at 9:58 AM on the phone, sent 23 minutes later; 12.4 km from the PIN code's point. */
const QUEUED_FAR = adminBookingFixture({
  booking_id: 54,
  loved_one_name: "Meera Sen",
  status: "confirmed",
  actions: ["cancel", "complete"],
  assigned_companion: COMPANION,
  checked_in_at: "2026-12-15T04:51:00.000Z",
  check_in_proof: {
    phone_at: "2026-12-15T04:28:00.000Z",
    gap_minutes: 23,
    gap_flagged: true,
    distance_m: 12_400,
    location_shared: true,
    distance_flagged: true,
    qr_verified: false,
  },
});
/** Sent at once (a minute's gap, not flagged), without a location. */
const AT_ONCE = adminBookingFixture({
  booking_id: 55,
  loved_one_name: "Ravi Menon",
  status: "confirmed",
  actions: ["cancel", "complete"],
  assigned_companion: COMPANION,
  checked_in_at: "2026-12-15T03:31:00.000Z",
  check_in_proof: {
    phone_at: "2026-12-15T03:30:00.000Z",
    gap_minutes: 1,
    gap_flagged: false,
    distance_m: null,
    location_shared: false,
    distance_flagged: false,
    qr_verified: false,
  },
});
/** Checked in with the loved one's QR code, without a location (decision 0093). */
const BY_QR = adminBookingFixture({
  booking_id: 56,
  loved_one_name: "Asha Pillai",
  status: "confirmed",
  actions: ["cancel", "complete"],
  assigned_companion: COMPANION,
  checked_in_at: "2026-12-15T03:29:00.000Z",
  check_in_proof: {
    phone_at: null,
    gap_minutes: null,
    gap_flagged: false,
    distance_m: null,
    location_shared: false,
    distance_flagged: false,
    qr_verified: true,
  },
});
const MISSED = adminBookingFixture({
  booking_id: 53,
  loved_one_name: "Lakshmi Iyer",
  status: "missed",
  status_reason: "The companion was taken ill.",
  actions: [],
});

const list = (items: AdminBooking[]) => ({ items, total_count: items.length, page_index: 0, page_size: 10 });

const rowOf = (name: string) =>
  within(screen.getByRole("table")).getByText(name).closest("tr") as HTMLElement;

describe("AdminBookingsPage after the visit", () => {
  it("marks a late visit, shows when the companion checked in, and a missed visit's status", async () => {
    stubApi({ adminGetAllServiceBooking: list([LATE, REPORTED, MISSED]) });
    renderWithApp(<AdminBookingsPage />, { path: "/admin/bookings" });
    await screen.findByRole("table");
    const late = rowOf("Sita Devi");
    expect(within(late).getByTestId("late-visit")).toHaveTextContent(
      `${CARE_DASHBOARD_TEXT.lateMarker}${CARE_DASHBOARD_TEXT.lateMarkerHint}`,
    );
    expect(within(late).getByRole("button", { name: /^Mark missed/ })).toBeVisible();
    const reported = rowOf("Gopal Rao");
    expect(reported).toHaveTextContent(CARE_DASHBOARD_TEXT.checkedInAt("7:40 AM"));
    expect(within(reported).queryByTestId("late-visit")).toBeNull();
    expect(within(rowOf("Lakshmi Iyer")).getByText("Missed")).toBeVisible();
  });

  it("flags a check-in sent long after its tap, one far from the PIN code, and one without a location or QR code (issue 46)", async () => {
    stubApi({ adminGetAllServiceBooking: list([QUEUED_FAR, AT_ONCE, BY_QR]) });
    renderWithApp(<AdminBookingsPage />, { path: "/admin/bookings" });
    await screen.findByRole("table");
    const queued = rowOf("Meera Sen");
    expect(queued).toHaveTextContent(CARE_DASHBOARD_TEXT.checkedInAt("10:21 AM"));
    expect(within(queued).getByTestId("check-in-clock-gap")).toHaveTextContent(
      "Sent 23 min after it was tapped on the phone (phone's time 9:58 AM India time)",
    );
    expect(within(queued).getByTestId("check-in-place")).toHaveTextContent(CHECK_IN_PROOF_TEXT.far("12"));
    const atOnce = rowOf("Ravi Menon");
    expect(within(atOnce).queryByTestId("check-in-clock-gap")).toBeNull();
    expect(within(atOnce).getByTestId("check-in-place")).toHaveTextContent(CHECK_IN_PROOF_TEXT.unverified);
    expect(within(atOnce).queryByTestId("check-in-qr")).toBeNull();
    // Verified by the QR code at the door: said so, and no "not verified" line.
    const byQr = rowOf("Asha Pillai");
    expect(within(byQr).getByTestId("check-in-qr")).toHaveTextContent(CHECK_IN_PROOF_TEXT.qrAtDoor);
    expect(within(byQr).queryByTestId("check-in-place")).toBeNull();
  });

  it("loads the list with no toast over it, while an action still toasts (issue 42)", async () => {
    stubApi({
      adminGetAllServiceBooking: list([LATE]),
      adminTakeAction: (body) => ({
        booking: { ...LATE, status: "missed", actions: [], status_reason: body.remarks ?? null },
        Message: SUCCESS_MESSAGES.actionTaken,
      }),
    });
    const { user } = renderWithApp(<AdminBookingsPage />, { path: "/admin/bookings" });
    await screen.findByRole("table");
    // Neither 'Fetching service bookings…' nor 'Service bookings fetched successfully!' (spec §8).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.querySelectorAll("[data-sonner-toast]")).toHaveLength(0);
    expect(screen.queryByText(SUCCESS_MESSAGES.bookingsFetched)).toBeNull();

    await user.click(within(rowOf("Sita Devi")).getByRole("button", { name: /^Mark missed/ }));
    const dialog = await screen.findByRole("dialog", { name: "Mark this visit missed?" });
    await user.type(within(dialog).getByRole("textbox", { name: /Why was it missed/ }), "No answer.");
    await user.click(within(dialog).getByRole("button", { name: "Mark missed" }));
    // The toast is drawn first and shown as it slides in: asked again until it is.
    await waitFor(() => expect(screen.getByText(SUCCESS_MESSAGES.actionTaken)).toBeVisible());
    // The list refreshed after the action, again without a toast of its own.
    expect(screen.queryByText(SUCCESS_MESSAGES.bookingsFetched)).toBeNull();
  });

  it("marks a late visit missed with the reason the family is told", async () => {
    const api = stubApi({
      adminGetAllServiceBooking: list([LATE]),
      adminTakeAction: (body) => ({
        booking: { ...LATE, status: "missed", actions: [], status_reason: body.remarks ?? null },
        Message: SUCCESS_MESSAGES.actionTaken,
      }),
    });
    const { user } = renderWithApp(<AdminBookingsPage />, { path: "/admin/bookings" });
    await screen.findByRole("table");
    await user.click(within(rowOf("Sita Devi")).getByRole("button", { name: /^Mark missed/ }));
    const dialog = await screen.findByRole("dialog", { name: "Mark this visit missed?" });
    expect(dialog).toHaveTextContent("Sita Devi");
    await user.click(within(dialog).getByRole("button", { name: "Mark missed" }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.reasonRequired)).toBeVisible();
    expect(api.bodies("adminTakeAction")).toEqual([]);

    await user.type(
      within(dialog).getByRole("textbox", { name: /Why was it missed/ }),
      "Nobody could reach the companion.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Mark missed" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.bodies("adminTakeAction")).toEqual([
      { booking_id: 51, action: "miss", remarks: "Nobody could reach the companion." },
    ]);
  });

  it("opens a filed report, with its photo and the family's rating", async () => {
    const api = stubApi({
      adminGetAllServiceBooking: list([REPORTED]),
      adminGetVisitReport: visitReportFixture({
        booking_id: 52,
        loved_one_name: "Gopal Rao",
        has_photo: true,
        rating: {
          stars: 2,
          comment: "Late and in a hurry.",
          preference: "avoid",
          rated_at: "2026-12-15T11:00:00.000Z",
        },
      }),
      adminVisitPhoto: photoReply(),
    });
    const { user } = renderWithApp(<AdminBookingsPage />, { path: "/admin/bookings" });
    await screen.findByRole("table");
    await user.click(within(rowOf("Gopal Rao")).getByRole("button", { name: /^Visit report/ }));
    const dialog = await screen.findByRole("dialog", { name: CARE_DASHBOARD_TEXT.viewReport });
    const report = await within(dialog).findByTestId("visit-report");
    expect(report).toHaveTextContent(VISIT_REPORT_TEXT.tasksHeading);
    expect(report).toHaveTextContent("Good (4 of 5)");
    expect(dialog).toHaveTextContent("2 stars");
    expect(dialog).toHaveTextContent("Late and in a hurry.");
    // The team reads the family's words as theirs, not as "Your comment" (issue 42); the wish names the
    // companion.
    expect(dialog).toHaveTextContent(`${VISIT_REPORT_TEXT.familyComment}Late and in a hurry.`);
    expect(dialog).not.toHaveTextContent(VISIT_REPORT_TEXT.yourComment);
    expect(dialog).toHaveTextContent("Please do not send Anita again");
    expect(api.bodies("adminGetVisitReport")).toEqual([{ booking_id: 52 }]);
    const photo = await within(report).findByRole("img", { name: VISIT_REPORT_TEXT.photoAlt("Gopal Rao") });
    expect(photo.getAttribute("src")).toMatch(/^blob:/);
    expect(api.bodies("adminVisitPhoto")).toEqual([{ booking_id: 52 }]);
  });
});
