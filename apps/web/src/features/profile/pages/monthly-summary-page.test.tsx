// @vitest-environment jsdom
import { MONTHLY_SUMMARY_MESSAGES as M, type MonthlySummary } from "@eldercare/contracts";
import { screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { renderWithApp, signIn } from "../../../test/render.tsx";
import { MonthlySummaryPage } from "./monthly-summary-page.tsx";

/*
 * The monthly summary's page (issue 47): the month's figures, then mood over 90 days and visits per week,
 * each a chart with its table beside it; the table is what a screen reader (and this test) reads.
 */

const SUMMARY: MonthlySummary = {
  loved_one: { id: 3, name: "Kamala Devi" },
  month: "2026-11",
  from: "2026-11-01",
  to: "2026-11-30",
  partial: false,
  visits: { booked: 5, made: 3, missed: 1, cancelled: 1 },
  arrivals: { checked_in: 3, on_time: 2 },
  companions: [
    { name: "Anita", visits: 2 },
    { name: "Rekha", visits: 1 },
  ],
  tasks: [
    { task: "conversation", label: "Conversation and company", count: 2 },
    { task: "walk", label: "A walk together", count: 1 },
  ],
  concerns: [{ booking_id: 12, visit_date: "2026-11-10" }],
  incidents: [{ id: 4, booking_id: 12, visit_date: "2026-11-10", severity: "serious", open: true }],
  mood: [
    { booking_id: 9, date: "2026-10-15", mood: 5 },
    { booking_id: 11, date: "2026-11-03", mood: 4 },
    { booking_id: 12, date: "2026-11-10", mood: 3 },
  ],
  weeks: [
    { week_start: "2026-10-12", visits: 1 },
    { week_start: "2026-10-19", visits: 0 },
    { week_start: "2026-11-02", visits: 1 },
    { week_start: "2026-11-09", visits: 1 },
  ],
};

function page(path = "/user/summary/3/2026-11") {
  signIn();
  return renderWithApp(
    <Routes>
      <Route path="/user/summary/:lovedOneId/:month" element={<MonthlySummaryPage />} />
    </Routes>,
    { path },
  );
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((r) => [...r.querySelectorAll("th, td")].map((c) => c.textContent));

describe("MonthlySummaryPage", () => {
  it("shows the month's figures, and each chart with a table that reads its figures", async () => {
    const api = stubApi({ getMonthlySummary: SUMMARY });
    page();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Kamala Devi: November 2026" }),
    ).toBeVisible();
    expect(api.bodies("getMonthlySummary")).toEqual([{ loved_one_id: 3, month: "2026-11" }]);
    const figures = screen.getByTestId("summary-figures");
    expect(figures).toHaveTextContent(`${M.booked}5${M.made}3${M.missed}1${M.cancelled}1`);
    expect(screen.getByText(M.onTime(2, 3))).toBeVisible();
    expect(screen.getByText("Anita (2)")).toBeVisible();
    expect(screen.getByText("Conversation and company (2)")).toBeVisible();
    expect(screen.getByRole("link", { name: M.concernOn("10 Nov 2026") })).toHaveAttribute(
      "href",
      "/user/visit/12",
    );
    expect(screen.getByText(M.incidentOn("Serious", "10 Nov 2026", true))).toBeVisible();

    // Mood: the chart (an image named by its caption) and its table, by date.
    const mood = screen.getByTestId("mood-chart");
    expect(within(mood).getByRole("img", { name: M.moodCaption })).toBeInTheDocument();
    expect(rowsOf(within(mood).getByRole("table", { name: M.moodHeading }))).toEqual([
      [M.dateColumn, M.moodColumn],
      ["15 Oct 2026", "5"],
      ["3 Nov 2026", "4"],
      ["10 Nov 2026", "3"],
    ]);
    // Visits per week: every week listed, weeks without visits too.
    const weeks = screen.getByTestId("weeks-chart");
    expect(within(weeks).getByRole("img", { name: M.weeksCaption })).toBeInTheDocument();
    expect(rowsOf(within(weeks).getByRole("table", { name: M.weeksHeading }))).toEqual([
      [M.weekColumn, M.visitsColumn],
      ["12 Oct 2026", "1"],
      ["19 Oct 2026", "0"],
      ["2 Nov 2026", "1"],
      ["9 Nov 2026", "1"],
    ]);
  });

  it("says so when the charts' 90 days hold no reports or visits", async () => {
    stubApi({
      getMonthlySummary: { ...SUMMARY, mood: [], weeks: [{ week_start: "2026-11-02", visits: 0 }] },
    });
    page();
    expect(await screen.findByText(M.noMood)).toBeVisible();
    expect(screen.getByText(M.noVisits)).toBeVisible();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("answers another family's loved one, and a month not begun, with the server's words; a malformed month without asking", async () => {
    const api = stubApi({ getMonthlySummary: refuse(404, { Code: "BE004", Message: M.notFound }) });
    const { unmount } = page("/user/summary/99/2026-11");
    expect(await screen.findByRole("alert")).toHaveTextContent(M.notFound);
    unmount();
    api.answer("getMonthlySummary", refuse(422, { Code: "BE011", Message: M.futureMonth }));
    const again = page("/user/summary/3/2027-01");
    expect(await screen.findByRole("alert")).toHaveTextContent(M.futureMonth);
    again.unmount();
    page("/user/summary/3/November");
    expect(await screen.findByRole("alert")).toHaveTextContent(M.notFound);
    expect(api.bodies("getMonthlySummary")).toHaveLength(2);
  });
});
