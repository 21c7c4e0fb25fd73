// @vitest-environment jsdom
import { type AdminIncident, INCIDENT_MESSAGES, URGENT_HELP_TEXT as T } from "@eldercare/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { IncidentsSection } from "./incidents-section.tsx";

const FALL: AdminIncident = {
  incident_id: 31,
  booking_id: 501,
  severity: "critical",
  what_happened: "She fell in the bathroom and cannot stand.",
  reported_by: "companion",
  reported_at: "2026-12-15T04:10:00.000Z",
  closed_at: null,
  resolution: null,
  loved_one_name: "Sita Devi",
  service_name: "Companionship Visit",
  visit_date: "2026-12-15",
  reporter_name: "Anita Das",
  reporter_phone: "+919830012345",
};

describe("IncidentsSection", () => {
  it("lists each open incident with its visit, what happened and who to call back", () => {
    renderWithApp(<IncidentsSection count={1} incidents={[FALL]} />);
    const section = screen.getByRole("region", { name: `${T.dashboardHeading}: 1` });
    expect(within(section).getByText("Critical")).toBeVisible();
    expect(
      within(section).getByRole("link", { name: "Sita Devi, Companionship Visit, 15 Dec 2026" }),
    ).toHaveAttribute("href", "/admin/bookings?date_from=2026-12-15&date_to=2026-12-15&q=Sita+Devi");
    expect(section).toHaveTextContent(FALL.what_happened);
    expect(section).toHaveTextContent("by the companion: Anita Das");
    expect(within(section).getByRole("link", { name: "+91 98300 12345" })).toHaveAttribute(
      "href",
      "tel:+919830012345",
    );
  });

  it("closes one only with a note, which it sends", async () => {
    const api = stubApi({
      adminCloseIncident: (body) => ({
        incident: { ...FALL, closed_at: "2026-12-15T06:00:00.000Z", resolution: body.resolution },
        Message: INCIDENT_MESSAGES.closed,
      }),
    });
    const { user } = renderWithApp(<IncidentsSection count={1} incidents={[FALL]} />);
    await user.click(screen.getByRole("button", { name: `${T.close} for Sita Devi` }));
    const dialog = screen.getByRole("dialog", { name: T.closeHeading });
    expect(dialog).toHaveTextContent(FALL.what_happened);
    await user.click(within(dialog).getByRole("button", { name: T.close }));
    expect(await within(dialog).findByText(INCIDENT_MESSAGES.resolutionRequired)).toBeVisible();
    expect(api.bodies("adminCloseIncident")).toEqual([]);
    await user.type(
      within(dialog).getByRole("textbox", { name: new RegExp(T.resolution) }),
      "Ambulance called; she is fine.",
    );
    await user.click(within(dialog).getByRole("button", { name: T.close }));
    await waitFor(() =>
      expect(api.bodies("adminCloseIncident")).toEqual([
        { incident_id: 31, resolution: "Ambulance called; she is fine." },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("treats one closed by someone else meanwhile as done", async () => {
    stubApi({ adminCloseIncident: refuse(409, { Code: "BE010", Message: INCIDENT_MESSAGES.alreadyClosed }) });
    const { user } = renderWithApp(<IncidentsSection count={1} incidents={[FALL]} />);
    await user.click(screen.getByRole("button", { name: `${T.close} for Sita Devi` }));
    const dialog = screen.getByRole("dialog", { name: T.closeHeading });
    await user.type(within(dialog).getByRole("textbox", { name: new RegExp(T.resolution) }), "Done.");
    await user.click(within(dialog).getByRole("button", { name: T.close }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says when none are open", () => {
    renderWithApp(<IncidentsSection count={0} incidents={[]} />);
    expect(screen.getByText(T.noneOpen)).toBeVisible();
  });
});
