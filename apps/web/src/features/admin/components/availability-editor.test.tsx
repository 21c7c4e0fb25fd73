// @vitest-environment jsdom
import { COMPANION_MESSAGES } from "@eldercare/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { COMPANION_TEXT } from "../lib/companion-text.ts";
import { AvailabilityEditor } from "./availability-editor.tsx";
import { companionFixture, SHIFT_NAMES_FIXTURE, savedAnswer } from "./companion-fixture.ts";

const MONDAY_MORNING = "Monday, Morning (7 AM – 1 PM)";
const SUNDAY_NIGHT = "Sunday, Night (10 PM – 7 AM)";

function open(companion = companionFixture()) {
  const view = renderWithApp(<AvailabilityEditor companion={companion} />);
  return { ...view, save: () => screen.getByRole("button", { name: "Save availability" }) };
}

const box = (name: string) => screen.getByRole("checkbox", { name });

describe("AvailabilityEditor", () => {
  it("shows the saved pattern and leave, and sends the pattern toggled, in order", async () => {
    const anita = companionFixture({
      weekly: [
        { weekday: 3, shift_type: 2 },
        { weekday: 1, shift_type: 1 },
      ],
      leave: [{ from: "2027-02-01", to: "2027-02-03", note: "Family wedding" }],
    });
    const api = stubApi({
      getDomainData: SHIFT_NAMES_FIXTURE,
      adminSetCompanionAvailability: savedAnswer(anita),
    });
    const { user, save } = open(anita);
    expect(await screen.findByRole("checkbox", { name: MONDAY_MORNING })).toBeChecked();
    expect(box("Wednesday, Afternoon (1 PM – 7 PM)")).toBeChecked();
    expect(box(SUNDAY_NIGHT)).not.toBeChecked();
    expect(screen.getByRole("group", { name: "Sunday" })).toBeInTheDocument();
    expect(screen.getByText("Family wedding")).toBeVisible();

    await user.click(box(MONDAY_MORNING));
    await user.click(box(SUNDAY_NIGHT));
    await user.click(box("Monday, Full day (24 hours)"));
    await user.click(save());
    await waitFor(() => expect(api.bodies("adminSetCompanionAvailability")).toHaveLength(1));
    expect(api.bodies("adminSetCompanionAvailability")[0]).toEqual({
      companion_id: 41,
      weekly: [
        { weekday: 1, shift_type: 5 },
        { weekday: 3, shift_type: 2 },
        { weekday: 7, shift_type: 4 },
      ],
      leave: [{ from: "2027-02-01", to: "2027-02-03", note: "Family wedding" }],
    });
    await waitFor(() => expect(screen.getByText(COMPANION_MESSAGES.saved)).toBeVisible());
  });

  it("fills every day and shift, and clears them all", async () => {
    const api = stubApi({
      getDomainData: SHIFT_NAMES_FIXTURE,
      adminSetCompanionAvailability: savedAnswer(companionFixture()),
    });
    const { user, save } = open();
    expect(await screen.findByText(COMPANION_TEXT.noShifts, { exact: false })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Every day, every shift" }));
    expect(screen.getAllByRole("checkbox", { checked: true })).toHaveLength(35);
    await user.click(save());
    await waitFor(() => expect(api.bodies("adminSetCompanionAvailability")).toHaveLength(1));
    expect(api.bodies("adminSetCompanionAvailability")[0]?.weekly).toHaveLength(35);

    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.queryAllByRole("checkbox", { checked: true })).toHaveLength(0);
    await user.click(save());
    await waitFor(() => expect(api.bodies("adminSetCompanionAvailability")).toHaveLength(2));
    expect(api.bodies("adminSetCompanionAvailability")[1]?.weekly).toEqual([]);
  });

  it("adds leave by the contract's rules, removes one, and sends the list in date order", async () => {
    const anita = companionFixture({ leave: [{ from: "2027-03-10", to: "2027-03-12", note: "" }] });
    const api = stubApi({
      getDomainData: SHIFT_NAMES_FIXTURE,
      adminSetCompanionAvailability: savedAnswer(anita),
    });
    const { user, save } = open(anita);
    const add = screen.getByRole("button", { name: "Add leave" });

    await user.click(add);
    expect(await screen.findByText(COMPANION_TEXT.leaveFromRequired)).toBeVisible();
    expect(screen.getByText(COMPANION_TEXT.leaveToRequired)).toBeVisible();

    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: "2027-01-20" } });
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: "2027-01-18" } });
    await user.click(add);
    expect(await screen.findByText(COMPANION_MESSAGES.leaveOrder)).toBeVisible();

    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: "2027-01-24" } });
    await user.type(screen.getByRole("textbox", { name: /^Note/ }), "Pongal at home");
    await user.click(add);
    const list = await screen.findByRole("list", { name: "Periods of leave" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
    expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent("Pongal at home");
    expect(screen.getByLabelText(/^From/)).toHaveValue("");

    await user.click(within(list).getByRole("button", { name: /^Remove leave 10 Mar 2027/ }));
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    await user.click(save());
    await waitFor(() => expect(api.bodies("adminSetCompanionAvailability")).toHaveLength(1));
    expect(api.bodies("adminSetCompanionAvailability")[0]).toEqual({
      companion_id: 41,
      weekly: [],
      leave: [{ from: "2027-01-20", to: "2027-01-24", note: "Pongal at home" }],
    });
  });

  it("keeps the changes and shows the server's refusal above the button", async () => {
    stubApi({
      getDomainData: SHIFT_NAMES_FIXTURE,
      adminSetCompanionAvailability: refuse(404, {
        Code: "BE_NOT_FOUND",
        Message: COMPANION_MESSAGES.notFound,
      }),
    });
    const { user, save } = open();
    await user.click(await screen.findByRole("checkbox", { name: MONDAY_MORNING }));
    await user.click(save());
    expect(await screen.findByRole("alert")).toHaveTextContent(COMPANION_MESSAGES.notFound);
    expect(box(MONDAY_MORNING)).toBeChecked();
  });
});
