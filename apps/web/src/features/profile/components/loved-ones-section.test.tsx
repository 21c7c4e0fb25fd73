// @vitest-environment jsdom
import { lastIndiaMonth, MONTHLY_SUMMARY_MESSAGES } from "@eldercare/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { lovedOneFixture, visitSeriesFixture } from "../../../test/booking-fixture.ts";
import { renderWithApp, signIn } from "../../../test/render.tsx";
import { SHIFT_NAMES_FIXTURE } from "../../admin/components/companion-fixture.ts";
import { LovedOnesSection } from "./loved-ones-section.tsx";

describe("LovedOnesSection (issue 42)", () => {
  it("opens the add form itself from 'Add a loved one', not a page with a second such button", async () => {
    stubApi({ getLovedOnes: { loved_ones: [] } });
    signIn();
    renderWithApp(<LovedOnesSection userId={7} />, { path: "/user/profile" });
    const add = await screen.findByRole("link", { name: "Add a loved one" });
    expect(add).toHaveAttribute("href", "/user/form?add");
  });

  it("links each loved one's card to last month's summary (issue 47)", async () => {
    stubApi({
      getLovedOnes: { loved_ones: [lovedOneFixture()] },
      getVisitSeries: { series: [], pauses: [] },
    });
    signIn();
    renderWithApp(<LovedOnesSection userId={7} />, { path: "/user/profile" });
    const card = await screen.findByRole("article", { name: "Sita Devi" });
    const link = within(card).getByRole("link", {
      name: MONTHLY_SUMMARY_MESSAGES.lastMonthLink("Sita Devi"),
    });
    expect(link).toHaveAttribute(
      "href",
      `/user/summary/${lovedOneFixture().loved_one_id}/${lastIndiaMonth()}`,
    );
  });
});

describe("LovedOnesSection: each loved one's care schedule (issue 44)", () => {
  const sita = lovedOneFixture();
  const gopal = lovedOneFixture({ loved_one_id: 8, full_name: "Gopal Rao", relationship: "Father" });
  const active = visitSeriesFixture();
  // Gopal's schedule has ended: a card shows only what still runs.
  const ended = visitSeriesFixture({
    series_id: 4,
    loved_one_id: 8,
    loved_one_name: "Gopal Rao",
    status: "ended",
  });

  it("shows the active schedule on its loved one's card: pattern, regular companion, next visit and the way to all schedules", async () => {
    const stub = stubApi({
      getLovedOnes: { loved_ones: [sita, gopal] },
      getVisitSeries: { series: [active, ended], pauses: [] },
      getDomainData: SHIFT_NAMES_FIXTURE,
    });
    signIn();
    renderWithApp(<LovedOnesSection userId={7} />, { path: "/user/profile" });
    const card = await screen.findByRole("article", { name: "Sita Devi" });
    expect(await within(card).findByRole("heading", { name: "Care schedule" })).toBeVisible();
    expect(
      await within(card).findByText("Tuesdays and Fridays, Morning (7 AM – 1 PM) from 9:00 AM", {
        exact: false,
      }),
    ).toBeVisible();
    expect(within(card).getByText("With Meera")).toBeVisible();
    expect(within(card).getByText(/^Next visit Tue, 1 Dec/)).toBeVisible();
    expect(within(card).getByRole("link", { name: "See care schedules" })).toHaveAttribute(
      "href",
      "/planandservicedetails#care-schedules",
    );
    const father = screen.getByRole("article", { name: "Gopal Rao" });
    expect(within(father).queryByRole("heading", { name: "Care schedule" })).toBeNull();
    expect(stub.bodies("getVisitSeries")).toEqual([{}]);
  });

  it("says on the card when the schedules could not be loaded, rather than showing none", async () => {
    stubApi({
      getLovedOnes: { loved_ones: [sita] },
      getVisitSeries: refuse(500, { Code: "SE001", Message: "Something went wrong" }, "System_Errors"),
      getDomainData: SHIFT_NAMES_FIXTURE,
    });
    signIn();
    renderWithApp(<LovedOnesSection userId={7} />, { path: "/user/profile" });
    const card = await screen.findByRole("article", { name: "Sita Devi" });
    expect(await within(card).findByText("Their care schedules could not be loaded.")).toBeVisible();
    expect(within(card).queryByRole("link", { name: "See care schedules" })).toBeNull();
  });
});
