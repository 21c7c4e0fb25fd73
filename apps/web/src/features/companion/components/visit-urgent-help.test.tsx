// @vitest-environment jsdom
import {
  INCIDENT_MESSAGES,
  INCIDENT_SEVERITY_LABELS,
  indiaToday,
  URGENT_HELP_TEXT as T,
} from "@eldercare/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../../test/api-stub.ts";
import { COMPANY_FIXTURE } from "../../../test/booking-fixture.ts";
import { companionVisitFixture } from "../../../test/companion-visit-fixture.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { VisitCard } from "./visit-card.tsx";

/** Tomorrow on India's calendar. */
const tomorrow = () => {
  const d = new Date(`${indiaToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

describe("VisitCard's urgent help", () => {
  it("on today's visit: the desk's number, and an incident report sent for this visit", async () => {
    const api = stubApi({
      fetchCompanyDetails: COMPANY_FIXTURE,
      companionReportIncident: (body) => ({
        incident: {
          incident_id: 5,
          severity: body.severity,
          what_happened: body.what_happened,
          reported_by: "companion",
          reported_at: new Date().toISOString(),
          closed_at: null,
          resolution: null,
        },
        Message: INCIDENT_MESSAGES.reported,
      }),
    });
    const { user } = renderWithApp(
      <VisitCard visit={companionVisitFixture({ booking_id: 7, visit_date: indiaToday() })} />,
    );
    await user.click(screen.getByRole("button", { name: `${T.button} for Kamala` }));
    const dialog = await screen.findByRole("dialog", { name: T.heading });
    expect(
      await within(dialog).findByRole("link", { name: (name) => name.startsWith(T.callDesk) }),
    ).toHaveAttribute("href", "tel:+913340001234");
    await user.click(
      within(dialog).getByRole("radio", { name: new RegExp(`^${INCIDENT_SEVERITY_LABELS.critical}:`) }),
    );
    await user.type(
      within(dialog).getByRole("textbox", { name: new RegExp(T.what) }),
      "She is not answering the door.",
    );
    await user.click(within(dialog).getByRole("button", { name: T.send }));
    await waitFor(() =>
      expect(api.bodies("companionReportIncident")).toEqual([
        { booking_id: 7, severity: "critical", what_happened: "She is not answering the door." },
      ]),
    );
    expect(await within(dialog).findByRole("status")).toHaveTextContent(INCIDENT_MESSAGES.reported);
  });

  it("not on a visit of a later day", () => {
    renderWithApp(<VisitCard visit={companionVisitFixture({ visit_date: tomorrow() })} />);
    expect(screen.queryByRole("button", { name: new RegExp(`^${T.button}`) })).toBeNull();
  });
});
