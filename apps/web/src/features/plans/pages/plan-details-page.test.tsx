// @vitest-environment jsdom
import { PRICE_TEXT } from "@eldercare/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../../test/api-stub.ts";
import { INCLUSIONS_FIXTURE, planFixture } from "../../../test/plan-fixture.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { PlanDetailsPage } from "./plan-details-page.tsx";

describe("the Plans page", () => {
  it("says under the prices, whose totals include GST, that the registration fee is paid once (decision 0041)", async () => {
    stubApi({ fetchSubscriptionPlans: { plans: [planFixture()], inclusions: INCLUSIONS_FIXTURE } });
    renderWithApp(<PlanDetailsPage />, { path: "/plandetails" });

    const table = await screen.findByRole("table", { name: "Bronze plan" });
    expect(table).toHaveTextContent(`Total (${PRICE_TEXT.gstIncluded})`);
    const note = screen.getByText(PRICE_TEXT.registrationOnce);
    expect(note).toBeVisible();
    // Beneath the tables, as on the home page and in the plan dialog.
    expect(table.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
