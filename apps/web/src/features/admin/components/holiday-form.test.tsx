// @vitest-environment jsdom
import { type AdminHoliday, HOLIDAY_MESSAGES } from "@eldercare/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { HolidayForm } from "./holiday-form.tsx";

const STATES = [
  { state_id: 30, name: "Karnataka" },
  { state_id: 35, name: "West Bengal" },
];

/** A holiday as admin/getholidays/ answers. */
function holidayFixture(overrides: Partial<AdminHoliday> = {}): AdminHoliday {
  return {
    holiday_id: 41,
    date: "2026-10-20",
    name: "Durga Puja",
    state_id: 35,
    state_name: "West Bengal",
    closed: true,
    source: "team",
    ...overrides,
  };
}

function open(holiday?: AdminHoliday) {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  const view = renderWithApp(
    <HolidayForm holiday={holiday} states={STATES} onSaved={onSaved} onCancel={onCancel} />,
  );
  const submit = () => screen.getByRole("button", { name: holiday ? "Save name" : "Add holiday" });
  return { ...view, onSaved, onCancel, submit };
}

/** Types a date into the date input (jsdom has no date picker). */
const typeDate = (value: string) => fireEvent.change(screen.getByLabelText(/^Date/), { target: { value } });

describe("HolidayForm", () => {
  it("says every missing answer in the contract's words and sends nothing", async () => {
    const api = stubApi({});
    const { user, submit, onSaved } = open();
    await user.click(submit());
    for (const message of [
      HOLIDAY_MESSAGES.dateRequired,
      HOLIDAY_MESSAGES.nameRequired,
      HOLIDAY_MESSAGES.stateRequired,
    ])
      expect(await screen.findByText(message)).toBeVisible();
    expect(api.bodies("adminModifyHoliday")).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("adds a state's holiday with what was typed and picked", async () => {
    const saved = holidayFixture();
    const api = stubApi({
      adminModifyHoliday: { holiday: saved, Message: HOLIDAY_MESSAGES.added("Durga Puja") },
    });
    const { user, submit, onSaved } = open();
    typeDate("2026-10-20");
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "  Durga Puja ");
    await user.selectOptions(screen.getByRole("combobox", { name: /^Where/ }), "West Bengal");
    await user.click(submit());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(api.bodies("adminModifyHoliday")).toEqual([
      { date: "2026-10-20", name: "Durga Puja", state_id: 35 },
    ]);
    expect(await screen.findByText(HOLIDAY_MESSAGES.added("Durga Puja"))).toBeVisible();
  });

  it("adds one for all of India, and shows a day already listed beside the date", async () => {
    const taken = HOLIDAY_MESSAGES.duplicate("25 Dec 2026", "All India");
    const api = stubApi({ adminModifyHoliday: refuse(409, { Code: "BE010", Message: taken }) });
    const { user, submit, onSaved } = open();
    typeDate("2026-12-25");
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Christmas");
    await user.selectOptions(screen.getByRole("combobox", { name: /^Where/ }), "All India");
    await user.click(submit());
    expect(await screen.findByText(taken)).toBeVisible();
    expect(screen.getByLabelText(/^Date/)).toHaveAttribute("aria-invalid", "true");
    expect(api.bodies("adminModifyHoliday")).toEqual([
      { date: "2026-12-25", name: "Christmas", state_id: null },
    ]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("renames a holiday: only the name is asked, and its id and new name are sent", async () => {
    const h = holidayFixture({
      source: "library",
      name: "Christmas Day",
      date: "2026-12-25",
      state_id: null,
      state_name: "All India",
    });
    const api = stubApi({
      adminModifyHoliday: {
        holiday: { ...h, name: "Christmas" },
        Message: HOLIDAY_MESSAGES.renamed("Christmas"),
      },
    });
    const { user, submit, onSaved } = open(h);
    expect(screen.queryByLabelText(/^Date/)).toBeNull();
    expect(screen.queryByRole("combobox", { name: /^Where/ })).toBeNull();
    const name = screen.getByRole("textbox", { name: /^Name/ });
    expect(name).toHaveValue("Christmas Day");
    await user.clear(name);
    await user.click(submit());
    expect(await screen.findByText(HOLIDAY_MESSAGES.nameRequired)).toBeVisible();
    await user.type(name, "Christmas");
    await user.click(submit());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.bodies("adminModifyHoliday")).toEqual([{ holiday_id: 41, name: "Christmas" }]);
  });
});
