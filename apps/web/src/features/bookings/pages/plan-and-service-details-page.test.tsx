// @vitest-environment jsdom
import { readerWords } from "@eldercare/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../../test/api-stub.ts";
import { COMPANY_FIXTURE, planUsageFixture, visitSeriesFixture } from "../../../test/booking-fixture.ts";
import { MEMBER, renderWithApp, signIn } from "../../../test/render.tsx";
import { SHIFT_NAMES_FIXTURE } from "../../admin/components/companion-fixture.ts";
import { PlanAndServiceDetailsPage } from "./plan-and-service-details-page.tsx";

const NO_BOOKINGS = { items: [], total_count: 0, page_index: 0, page_size: 10 };
const answers = {
  getPlanUsage: planUsageFixture(),
  getAllBookings: NO_BOOKINGS,
  getVisitSeries: { series: [], pauses: [] },
  getDomainData: SHIFT_NAMES_FIXTURE,
  fetchCompanyDetails: COMPANY_FIXTURE,
};

describe("PlanAndServiceDetailsPage's words, by who reads it (issue 41)", () => {
  it("tells the account holder of their own plan and bookings", async () => {
    stubApi(answers);
    signIn();
    renderWithApp(<PlanAndServiceDetailsPage />);
    expect(await screen.findByRole("heading", { level: 2, name: "Your plan" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "My bookings" })).toBeVisible();
    expect(screen.getByText(readerWords(null).lead)).toBeVisible();
    expect(await screen.findByText("You have not booked any visits yet.")).toBeVisible();
    expect(screen.getByRole("link", { name: readerWords(null).rescheduleRequests })).toBeVisible();
  });

  it("tells a sister who joined as a viewer it is her brother's family's plan, never hers", async () => {
    stubApi(answers);
    signIn({
      ...MEMBER,
      user_id: 40,
      family: { membership_id: 11, payer_name: "Anita Sen", role: "viewer" },
    });
    renderWithApp(<PlanAndServiceDetailsPage />);
    expect(await screen.findByRole("heading", { level: 2, name: "Anita Sen's plan" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Anita Sen's bookings" })).toBeVisible();
    expect(
      screen.getByText("Anita Sen's plan, the visits left this month, and the visits booked for the family."),
    ).toBeVisible();
    expect(await screen.findByText("No visits have been booked for this family yet.")).toBeVisible();
    expect(screen.getByRole("searchbox", { name: "Search Anita Sen's bookings" })).toBeVisible();
    for (const own of [/Your plan/, /My bookings/, /you have booked/, /Your reschedule requests/])
      expect(screen.queryByText(own)).toBeNull();
    // A viewer may not ask to move a visit, so is not led to the requests (issue 42).
    expect(screen.queryByRole("link", { name: /reschedule requests/i })).toBeNull();
  });
});

describe("PlanAndServiceDetailsPage's care schedules (issue 44)", () => {
  it("shows none for a family without one", async () => {
    stubApi(answers);
    signIn();
    renderWithApp(<PlanAndServiceDetailsPage />);
    expect(await screen.findByText("You have not booked any visits yet.")).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Care schedules" })).toBeNull();
  });

  it("shows a family's schedules above the visits they booked", async () => {
    stubApi({ ...answers, getVisitSeries: { series: [visitSeriesFixture()], pauses: [] } });
    signIn();
    renderWithApp(<PlanAndServiceDetailsPage />);
    const schedules = await screen.findByRole("heading", { level: 2, name: "Care schedules" });
    const bookings = screen.getByRole("heading", { level: 2, name: "My bookings" });
    expect(schedules.compareDocumentPosition(bookings) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole("article", { name: "Companionship Visit for Sita Devi" })).toBeVisible();
  });
});
