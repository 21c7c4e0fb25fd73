import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES as M } from "../messages.ts";
import { CONTACT_NAME_CHARACTERS_MESSAGE, checkContactName, tidyContactName } from "./contact-name.ts";

describe("checkContactName (issue 42)", () => {
  it.each([
    "Rina Das (housekeeper)",
    "Dr. S. K. Roy",
    "Anjali Sen-Gupta",
    "Maria D'Souza",
    "Ramesh / Sunil",
    "রিনা দাস",
    "सुनीता शर्मा",
    "José Álvarez",
  ])("takes %s as typed", (name) => {
    expect(checkContactName(name)).toBeNull();
  });

  it.each([
    ["", M.nameRequired],
    ["   ", M.nameOnlySpaces],
    ["Rina <b>Das</b>", CONTACT_NAME_CHARACTERS_MESSAGE],
    ["Rina Das 2", CONTACT_NAME_CHARACTERS_MESSAGE],
    ["Rina@home", CONTACT_NAME_CHARACTERS_MESSAGE],
    ["()", CONTACT_NAME_CHARACTERS_MESSAGE],
    ["R", M.nameMin],
    ["R".repeat(51), M.nameMax],
  ])("refuses %j with a reason", (name, message) => {
    expect(checkContactName(name)).toBe(message);
  });

  it("keeps what was typed, tidying only the spaces", () => {
    expect(tidyContactName("  Rina  Das (housekeeper) ")).toBe("Rina Das (housekeeper)");
  });
});
