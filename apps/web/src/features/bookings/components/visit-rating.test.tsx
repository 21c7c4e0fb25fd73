// @vitest-environment jsdom
import { VISIT_REPORT_TEXT as T, VISIT_REPORT_MESSAGES, type VisitReport } from "@eldercare/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { messagePrefsFixture } from "../../../test/message-prefs-fixture.ts";
import { renderWithApp, signIn } from "../../../test/render.tsx";
import { visitReportFixture } from "../../../test/visit-report-fixture.ts";
import { VisitReportPage } from "../pages/visit-report-page.tsx";

const RATED: NonNullable<VisitReport["rating"]> = {
  stars: 4,
  comment: "Anita was kind and patient.",
  preference: "prefer",
  rated_at: "2026-12-15T10:00:00.000Z",
};

/** The rating as the family meets it: under the report, on its page. */
function page() {
  signIn();
  return renderWithApp(
    <Routes>
      <Route path="/user/visit/:bookingId" element={<VisitReportPage />} />
    </Routes>,
    { path: "/user/visit/42" },
  );
}

describe("VisitRating", () => {
  it("offers 1 to 5 stars in words, a comment and the wish about the companion, and needs the stars", async () => {
    const api = stubApi({
      getVisitReport: visitReportFixture(),
      getNotificationPrefs: messagePrefsFixture(),
    });
    const { user } = page();
    const stars = await screen.findByRole("group", { name: new RegExp(`^${T.starsLegend}`) });
    expect(
      within(stars)
        .getAllByRole("radio")
        .map((r) => r.closest("label")?.textContent),
    ).toEqual(["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]);
    const next = screen.getByRole("group", { name: T.preferenceLegend });
    expect(within(next).getByRole("radio", { name: "No preference" })).toBeChecked();
    expect(within(next).getAllByRole("radio")).toHaveLength(3);

    await user.click(screen.getByRole("button", { name: T.rate }));
    expect(await screen.findByText(VISIT_REPORT_MESSAGES.ratingRequired)).toBeVisible();
    expect(api.bodies("rateVisit")).toEqual([]);
  });

  it("saves the rating once, then shows it read-only as Your rating", async () => {
    const api = stubApi({
      getVisitReport: visitReportFixture(),
      getNotificationPrefs: messagePrefsFixture(),
    });
    api.answer("rateVisit", (body) => {
      const report = visitReportFixture({
        rating: {
          ...RATED,
          stars: body.stars,
          comment: body.comment ?? "",
          preference: body.preference ?? null,
        },
      });
      api.answer("getVisitReport", report);
      return { report, Message: VISIT_REPORT_MESSAGES.rated };
    });
    const { user } = page();
    await user.click(await screen.findByRole("radio", { name: "4 stars" }));
    await user.type(screen.getByRole("textbox", { name: T.commentLabel }), " Anita was kind and patient. ");
    // The wish names the companion (issue 41).
    await user.click(screen.getByRole("radio", { name: "Send Anita again when possible" }));
    await user.click(screen.getByRole("button", { name: T.rate }));

    const yours = await screen.findByRole("region", { name: T.yourRating });
    expect(within(yours).getByRole("status")).toHaveTextContent(VISIT_REPORT_MESSAGES.rated);
    expect(yours).toHaveTextContent("4 stars");
    expect(yours).toHaveTextContent("Anita was kind and patient.");
    expect(yours).toHaveTextContent("Send Anita again when possible");
    expect(screen.queryByRole("button", { name: T.rate })).toBeNull();
    expect(screen.queryByRole("radio")).toBeNull();
    expect(api.bodies("rateVisit")).toEqual([
      { booking_id: 42, stars: 4, comment: "Anita was kind and patient.", preference: "prefer" },
    ]);
  });

  it("shows a rating given before, and no form", async () => {
    stubApi({
      getNotificationPrefs: messagePrefsFixture(),
      getVisitReport: visitReportFixture({ rating: { ...RATED, comment: "", preference: "avoid" } }),
    });
    page();
    const yours = await screen.findByRole("region", { name: T.yourRating });
    expect(yours).toHaveTextContent("4 stars");
    expect(yours).toHaveTextContent("Please do not send Anita again");
    expect(yours).not.toHaveTextContent(T.yourComment);
    expect(within(yours).queryByRole("status")).toBeNull();
    expect(screen.queryByRole("button", { name: T.rate })).toBeNull();
  });

  it("shows the server's refusal (rated meanwhile) above the button", async () => {
    stubApi({
      getNotificationPrefs: messagePrefsFixture(),
      getVisitReport: visitReportFixture(),
      rateVisit: refuse(409, { Code: "BE409", Message: VISIT_REPORT_MESSAGES.alreadyRated }),
    });
    const { user } = page();
    await user.click(await screen.findByRole("radio", { name: "5 stars" }));
    await user.click(screen.getByRole("button", { name: T.rate }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(VISIT_REPORT_MESSAGES.alreadyRated),
    );
  });
});
