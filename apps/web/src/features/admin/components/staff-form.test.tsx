// @vitest-environment jsdom
import { STAFF_MESSAGES, type StaffMember, VALIDATION_MESSAGES } from "@eldercare/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { PLACES_FIXTURE } from "../../../test/places-fixture.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { StaffForm } from "./staff-form.tsx";

/** A coordinator of Kolkata as admin/getallstaff/ answers. */
function staffFixture(overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    staff_id: 12,
    full_name: "Ritu Sen",
    phone: "+919830055555",
    email: "ritu@example.com",
    role: "coordinator",
    cities: [{ city_id: 1, city_name: "Kolkata" }],
    is_active: true,
    created_at: "2026-11-01T04:30:00.000Z",
    updated_at: "2026-11-01T04:30:00.000Z",
    ...overrides,
  };
}

const savedAnswer = (staff: StaffMember) => ({ staff, Message: STAFF_MESSAGES.saved });

function open(staff?: StaffMember) {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  const view = renderWithApp(<StaffForm staff={staff} onSaved={onSaved} onCancel={onCancel} />);
  const submit = () => screen.getByRole("button", { name: staff ? "Save changes" : "Add staff member" });
  return { ...view, onSaved, onCancel, submit };
}

const textbox = (name: RegExp) => screen.getByRole("textbox", { name });

describe("StaffForm", () => {
  it("says every missing answer in the contract's words and sends nothing", async () => {
    const api = stubApi(PLACES_FIXTURE);
    const { user, submit, onSaved } = open();
    await user.click(submit());
    for (const message of [
      VALIDATION_MESSAGES.nameRequired,
      VALIDATION_MESSAGES.phoneRequired,
      VALIDATION_MESSAGES.emailRequired,
      STAFF_MESSAGES.roleRequired,
    ]) {
      await waitFor(() => expect(screen.getByText(message)).toBeVisible());
    }
    expect(api.bodies("adminModifyStaff")).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("asks a coordinator's cities only for a coordinator, and refuses one without a city beside the field", async () => {
    const api = stubApi(PLACES_FIXTURE);
    const { user, submit } = open();
    await user.type(textbox(/^Full name/), "Ritu Sen");
    await user.type(textbox(/^Mobile number/), "9830055555");
    await user.type(textbox(/^Email/), "ritu@example.com");
    expect(screen.queryByRole("combobox", { name: /^Cities they cover/ })).toBeNull();
    await user.click(screen.getByRole("radio", { name: "City coordinator" }));
    const cities = await screen.findByRole("combobox", { name: /^Cities they cover/ });
    await user.click(submit());
    expect(await screen.findByText(STAFF_MESSAGES.citiesRequired)).toBeVisible();
    expect(cities).toHaveAttribute("aria-invalid", "true");
    expect(api.bodies("adminModifyStaff")).toEqual([]);

    // Choosing one answers it; an administrator is never asked.
    await waitFor(() => expect(cities).toBeEnabled());
    await user.selectOptions(cities, "Kolkata");
    await user.click(screen.getByRole("button", { name: "Add a city" }));
    await waitFor(() => expect(screen.queryByText(STAFF_MESSAGES.citiesRequired)).toBeNull());
    await user.click(screen.getByRole("radio", { name: "Administrator" }));
    expect(screen.queryByRole("combobox", { name: /^Cities they cover/ })).toBeNull();
  });

  it("adds a coordinator for two cities, removes one, and sends what was typed and picked", async () => {
    const saved = staffFixture();
    const api = stubApi({ ...PLACES_FIXTURE, adminModifyStaff: savedAnswer(saved) });
    const { user, submit, onSaved } = open();
    await user.type(textbox(/^Full name/), "Ritu Sen");
    await user.type(textbox(/^Mobile number/), "98300 55555");
    await user.type(textbox(/^Email/), "Ritu@Example.com");
    await user.click(screen.getByRole("radio", { name: "City coordinator" }));
    const cities = await screen.findByRole("combobox", { name: /^Cities they cover/ });
    await waitFor(() => expect(cities).toBeEnabled());
    await user.selectOptions(cities, "Kolkata");
    await user.click(screen.getByRole("button", { name: "Add a city" }));
    await user.selectOptions(cities, "Chennai");
    await user.click(screen.getByRole("button", { name: "Add a city" }));
    const chosen = screen.getByRole("list", { name: "Chosen cities" });
    expect(
      within(chosen)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["KolkataRemove Kolkata", "ChennaiRemove Chennai"]);
    // A city chosen is no longer offered.
    expect(within(cities).queryByRole("option", { name: "Kolkata" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Remove Chennai" }));
    await user.click(submit());

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(api.bodies("adminModifyStaff")).toEqual([
      {
        full_name: "Ritu Sen",
        phone: "9830055555",
        email: "ritu@example.com",
        role: "coordinator",
        city_ids: [1],
        is_active: true,
      },
    ]);
    await waitFor(() => expect(screen.getByText(STAFF_MESSAGES.saved)).toBeVisible());
  });

  it("edits a member of staff: it opens filled in; made an administrator, it sends their id and no cities", async () => {
    const ritu = staffFixture();
    const api = stubApi({
      ...PLACES_FIXTURE,
      adminModifyStaff: savedAnswer({ ...ritu, role: "admin", cities: [] }),
    });
    const { user, submit, onSaved } = open(ritu);
    expect(textbox(/^Full name/)).toHaveValue("Ritu Sen");
    expect(textbox(/^Mobile number/)).toHaveValue("9830055555");
    expect(screen.getByRole("radio", { name: "City coordinator" })).toBeChecked();
    expect(await screen.findByRole("button", { name: "Remove Kolkata" })).toBeVisible();
    await user.click(screen.getByRole("radio", { name: "Administrator" }));
    await user.click(screen.getByRole("checkbox", { name: /^Active/ }));
    await user.click(submit());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.bodies("adminModifyStaff")).toEqual([
      {
        staff_id: 12,
        full_name: "Ritu Sen",
        phone: "9830055555",
        email: "ritu@example.com",
        role: "admin",
        city_ids: [],
        is_active: false,
      },
    ]);
  });

  it("shows a phone already in use beside the phone, and another refusal above the button", async () => {
    const api = stubApi({
      ...PLACES_FIXTURE,
      adminModifyStaff: refuse(409, { Code: "BE_PHONE_TAKEN", Message: STAFF_MESSAGES.phoneTaken }),
    });
    const { user, submit, onSaved } = open(staffFixture());
    await screen.findByRole("button", { name: "Remove Kolkata" });
    await user.click(submit());
    expect(await screen.findByText(STAFF_MESSAGES.phoneTaken)).toBeVisible();
    expect(textbox(/^Mobile number/)).toHaveAttribute("aria-invalid", "true");

    api.answer("adminModifyStaff", refuse(422, { Code: "BE_SELF", Message: STAFF_MESSAGES.notYourself }));
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent(STAFF_MESSAGES.notYourself);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
