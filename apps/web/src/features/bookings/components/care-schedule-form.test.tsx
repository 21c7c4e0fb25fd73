// @vitest-environment jsdom
import {
  BOOKING_MESSAGES,
  type PreviewVisitSeriesResponse,
  SERIES_MESSAGES,
  seriesReason,
} from "@eldercare/contracts";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Handlers, Reply, stubApi } from "../../../test/api-stub.ts";
import {
  lovedOneFixture,
  planUsageFixture,
  SERVICES_FIXTURE,
  visitSeriesFixture,
} from "../../../test/booking-fixture.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { CareScheduleForm } from "./care-schedule-form.tsx";

const SHIFTS = [{ domain_code: 1, domain_value: "Morning (7 AM – 1 PM)" }];
const sita = lovedOneFixture();

const PREVIEW: PreviewVisitSeriesResponse = {
  dates: [
    { date: "2026-12-04", state: "ok", reason: null },
    { date: "2026-12-08", state: "ok", reason: null },
    {
      date: "2026-12-11",
      state: "allowance",
      reason: "Beyond your plan's 2 companion visits in December 2026",
    },
    {
      date: "2027-03-05",
      state: "later",
      reason: "Booked on 31 Dec 2026, when bookings for March 2027 open",
    },
  ],
  bookable: 2,
  later: 1,
};

const SERIES = visitSeriesFixture();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-01T04:00:00.000Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

function api(extra: Handlers = {}) {
  return stubApi({
    fetchServiceItems: { services: SERVICES_FIXTURE },
    getDomainData: { shift_type: SHIFTS },
    previewVisitSeries: PREVIEW,
    ...extra,
  });
}

function renderForm() {
  return renderWithApp(<CareScheduleForm userId={11} usage={planUsageFixture()} lovedOnes={[sita]} />);
}

/** Chooses the companion visit on Tuesdays and Fridays, mornings at 9:00, until 31 March. */
async function fillPattern(user: ReturnType<typeof renderForm>["user"]) {
  await screen.findByRole("option", { name: /Companionship Visit/ });
  await user.selectOptions(screen.getByRole("combobox", { name: /Service/ }), "1");
  await user.click(screen.getByRole("checkbox", { name: "Tuesday" }));
  await user.click(screen.getByRole("checkbox", { name: "Friday" }));
  await user.selectOptions(screen.getByRole("combobox", { name: /Shift/ }), "1");
  await user.selectOptions(screen.getByRole("combobox", { name: /Start time/ }), "09:00");
  const until = screen.getByLabelText(/Until/);
  await user.clear(until);
  await user.type(until, "2027-03-31");
}

describe("CareScheduleForm", () => {
  it("says what is missing in the contract's words before asking the server", async () => {
    const stub = api();
    const { user } = renderForm();
    await user.click(await screen.findByRole("button", { name: "Check the dates" }));
    expect(await screen.findByText(SERIES_MESSAGES.weekdaysRequired)).toBeInTheDocument();
    expect(screen.getByText(BOOKING_MESSAGES.serviceRequired)).toBeInTheDocument();
    expect(screen.getByText(BOOKING_MESSAGES.shiftRequired)).toBeInTheDocument();
    expect(stub.bodies("previewVisitSeries")).toEqual([]);
  });

  it("checks every date, then books those the server said can be booked now, with one key", async () => {
    const stub = api({
      createVisitSeries: {
        Message: SERIES_MESSAGES.booked(2),
        series: SERIES,
        booking_ids: [40, 41],
        dates: PREVIEW.dates,
      },
    });
    const { user } = renderForm();
    await fillPattern(user);
    await user.click(screen.getByRole("button", { name: "Check the dates" }));
    expect(stub.bodies("previewVisitSeries")).toEqual([
      {
        subscription_id: 7,
        loved_one_id: 3,
        service_id: 1,
        speciality_id: null,
        weekdays: [2, 5],
        shift_type: 1,
        start_time: "09:00",
        from: "2026-12-01",
        until: "2027-03-31",
        notes: "",
      },
    ]);
    // What cannot be booked is said first; every date is there month by month.
    const cannot = await screen.findByRole("region", { name: "Dates that cannot be booked" });
    expect(within(cannot).getByText(PREVIEW.dates[2]?.reason ?? "")).toBeInTheDocument();
    await user.click(screen.getByText(/^December 2026:/));
    const december = screen.getByRole("list", { name: "December 2026" });
    expect(within(december).getAllByRole("listitem")).toHaveLength(3);
    expect(within(december).getByText("Fri, 4 Dec 2026")).toBeInTheDocument();
    expect(screen.getByText(/^December 2026:/).parentElement).toHaveTextContent(
      "December 2026: 2 booked when you confirm, 1 cannot be booked",
    );
    await user.click(screen.getByText(/^March 2027:/));
    expect(
      within(screen.getByRole("list", { name: "March 2027" })).getByText(PREVIEW.dates[3]?.reason ?? ""),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Book 2 visits" }));
    expect(await screen.findByRole("heading", { name: SERIES_MESSAGES.booked(2) })).toBeInTheDocument();
    const [sent] = stub.bodies("createVisitSeries");
    expect(sent).toMatchObject({ weekdays: [2, 5], confirmed_dates: ["2026-12-04", "2026-12-08"] });
    expect(sent?.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole("link", { name: "See the visits" })).toHaveAttribute(
      "href",
      "/planandservicedetails",
    );
  });

  it("books nothing when dates changed, names them, and shows the dates as they are now", async () => {
    const changed = seriesReason.changedDate("8 Dec 2026", seriesReason.taken("Sita Devi"));
    const stub = api({
      createVisitSeries: new Reply(409, {
        Data: null,
        Errors: {
          Business_Errors: [
            { Code: "BE010", Message: SERIES_MESSAGES.changed },
            { Code: "BE010", Message: changed },
          ],
          System_Errors: [],
          Warnings: [],
          Info: [],
        },
      }),
    });
    const { user } = renderForm();
    await fillPattern(user);
    await user.click(screen.getByRole("button", { name: "Check the dates" }));
    await user.click(await screen.findByRole("button", { name: "Book 2 visits" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(SERIES_MESSAGES.changed);
    expect(screen.getByText(changed)).toBeInTheDocument();
    // Checked again, so what is shown is what a second confirm would book.
    expect(stub.bodies("previewVisitSeries")).toHaveLength(2);
    stub.answer("createVisitSeries", {
      Message: SERIES_MESSAGES.booked(2),
      series: SERIES,
      booking_ids: [40, 41],
      dates: PREVIEW.dates,
    });
    await user.click(screen.getByRole("button", { name: "Book 2 visits" }));
    await screen.findByRole("heading", { name: SERIES_MESSAGES.booked(2) });
    const [first, second] = stub.bodies("createVisitSeries");
    // A new key for the new confirm: the first was refused, so it is not a retry.
    expect(second?.idempotency_key).not.toBe(first?.idempotency_key);
  });
});
