// @vitest-environment jsdom
import { SERIES_MESSAGES, type VisitSeriesItem } from "@eldercare/contracts";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Handlers, refuse, stubApi } from "../../../test/api-stub.ts";
import { visitSeriesFixture } from "../../../test/booking-fixture.ts";
import { MEMBER, renderWithApp, signIn } from "../../../test/render.tsx";
import { SHIFT_NAMES_FIXTURE } from "../../admin/components/companion-fixture.ts";
import { CareSchedulesSection } from "./care-schedules-section.tsx";

const active = visitSeriesFixture();
const ended = visitSeriesFixture({
  series_id: 4,
  loved_one_id: 8,
  loved_one_name: "Gopal Rao",
  weekdays: [1, 3, 5],
  shift_type: 3,
  start_time: "17:30",
  from: "2026-10-05",
  until: "2026-11-20",
  status: "ended",
  booked_through: "2026-11-20",
  next_visits: [],
  upcoming_count: 0,
  regular_companion: null,
  skipped: [],
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-30T04:00:00.000Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

function api(series: VisitSeriesItem[], extra: Handlers = {}) {
  return stubApi({ getVisitSeries: { series, pauses: [] }, getDomainData: SHIFT_NAMES_FIXTURE, ...extra });
}

const card = (name: string) => screen.getByRole("article", { name });

describe("CareSchedulesSection (issue 44)", () => {
  it("shows each schedule: its pattern in words, dates, companion, next visits and why dates were skipped", async () => {
    const stub = api([active, ended]);
    signIn();
    const { user } = renderWithApp(<CareSchedulesSection userId={7} />);
    expect(await screen.findByRole("heading", { level: 2, name: "Care schedules" })).toBeVisible();
    expect(stub.bodies("getVisitSeries")).toEqual([{}]);
    // Newest first, as the server lists them.
    expect(screen.getAllByRole("article").map((a) => a.querySelector("h3")?.textContent)).toEqual([
      "Companionship Visit for Sita Devi",
      "Companionship Visit for Gopal Rao",
    ]);

    const sita = card("Companionship Visit for Sita Devi");
    expect(
      await within(sita).findByText("Tuesdays and Fridays, Morning (7 AM – 1 PM) from 9:00 AM"),
    ).toBeVisible();
    expect(within(sita).getByText("From 1 Dec 2026 until 31 Mar 2027")).toBeVisible();
    expect(within(sita).getByText("Active")).toBeVisible();
    expect(within(sita).getByText(/^Regular companion:/)).toHaveTextContent("Regular companion: Meera");
    const next = within(sita).getByRole("list", { name: "Next visits of Companionship Visit for Sita Devi" });
    expect(
      within(next)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Tue, 1 Dec 2026, 9:00 AM",
      "Fri, 4 Dec 2026, 9:00 AM",
      "Tue, 8 Dec 2026, 9:00 AM",
      "Tue, 15 Dec 2026, 9:00 AM",
    ]);
    expect(within(sita).getByText(/visits booked/).parentElement).toHaveTextContent(
      "6 visits booked from now on. Dates after 29 Dec 2026 are booked as their month opens.",
    );
    // The skipped dates are folded: what a family opens when it wonders about a missing Friday.
    const reason = active.skipped[0]?.reason ?? "";
    expect(within(sita).getByText(reason)).not.toBeVisible();
    await user.click(within(sita).getByText("1 date skipped"));
    expect(within(sita).getByText(reason)).toBeVisible();
    expect(within(sita).getByText("Fri, 11 Dec 2026")).toBeVisible();
    expect(within(sita).getByRole("button", { name: /^End schedule/ })).toBeVisible();

    const gopal = card("Companionship Visit for Gopal Rao");
    expect(
      within(gopal).getByText("Mondays, Wednesdays and Fridays, Evening (5 PM – 11 PM) from 5:30 PM"),
    ).toBeVisible();
    expect(within(gopal).getByText("Ended")).toBeVisible();
    expect(within(gopal).queryByText(/Regular companion/)).toBeNull();
    expect(within(gopal).queryByText(/skipped/)).toBeNull();
    // An ended schedule cannot be ended again.
    expect(within(gopal).queryByRole("button", { name: /End schedule/ })).toBeNull();
  });

  it("offers a viewer no End schedule, which the server would refuse her (issue 42)", async () => {
    api([active]);
    signIn({
      ...MEMBER,
      user_id: 40,
      family: { membership_id: 11, payer_name: "Anita Sen", role: "viewer" },
    });
    renderWithApp(<CareSchedulesSection userId={40} />);
    const sita = await screen.findByRole("article", { name: "Companionship Visit for Sita Devi" });
    expect(within(sita).getByText(/^Regular companion:/)).toBeVisible();
    expect(screen.queryByRole("button", { name: /End schedule/ })).toBeNull();
  });

  it("shows nothing for a family without a schedule", async () => {
    const stub = api([]);
    signIn();
    renderWithApp(<CareSchedulesSection userId={7} />);
    expect(await screen.findByRole("status")).toHaveTextContent("Loading the care schedules…");
    await vi.waitFor(() => expect(screen.queryByRole("status")).toBeNull());
    expect(stub.bodies("getVisitSeries")).toHaveLength(1);
    expect(screen.queryByRole("heading", { name: "Care schedules" })).toBeNull();
  });

  it("says when the schedules could not be loaded, and tries again", async () => {
    const stub = api([], {
      getVisitSeries: refuse(500, { Code: "SE001", Message: "Something went wrong" }, "System_Errors"),
    });
    signIn();
    const { user } = renderWithApp(<CareSchedulesSection userId={7} />);
    const failed = await screen.findByRole("alert");
    expect(failed).toHaveTextContent("The care schedules could not be loaded.");
    stub.answer("getVisitSeries", { series: [active], pauses: [] });
    await user.click(within(failed).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "Companionship Visit for Sita Devi" })).toBeVisible();
  });

  it("ends a schedule from the date chosen, says so, and shows it ended once the list refreshes", async () => {
    const stub = api([active], {
      endVisitSeries: () => ({
        Message: SERIES_MESSAGES.ended(2),
        series: { ...active, status: "ended", until: "2026-12-07" },
        cancelled_booking_ids: [42, 43],
      }),
    });
    signIn();
    const { user } = renderWithApp(<CareSchedulesSection userId={7} />);
    const sita = await screen.findByRole("article", { name: "Companionship Visit for Sita Devi" });
    await user.click(within(sita).getByRole("button", { name: /^End schedule/ }));
    const dialog = screen.getByRole("dialog", { name: "End this care schedule?" });
    const from = within(dialog).getByLabelText(/First date without visits/);
    await user.clear(from);
    await user.type(from, "2026-12-08");
    stub.answer("getVisitSeries", {
      series: [
        {
          ...active,
          status: "ended",
          until: "2026-12-07",
          next_visits: active.next_visits.slice(0, 2),
          upcoming_count: 2,
          booked_through: "2026-12-04",
        },
      ],
      pauses: [],
    });
    await user.click(within(dialog).getByRole("button", { name: "End schedule" }));
    expect(await within(dialog).findByText(SERIES_MESSAGES.ended(2))).toBeVisible();
    expect(stub.bodies("endVisitSeries")).toEqual([{ series_id: 5, from: "2026-12-08" }]);
    // The list behind has refreshed: the schedule ended, the visits before the date still there.
    expect(await within(sita).findByText("Ended")).toBeInTheDocument();
    expect(within(sita).getByText("From 1 Dec 2026 until 7 Dec 2026")).toBeInTheDocument();
    expect(stub.bodies("getVisitSeries")).toHaveLength(2);
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(within(sita).queryByRole("button", { name: /End schedule/ })).toBeNull();
  });
});
