import { describe, expect, it } from "vitest";
import { pincodeFitsState, pincodeNotInState } from "./pin-codes.ts";

describe("PIN codes by state", () => {
  it("refuses a Delhi PIN code for a Chennai address, and takes Chennai's own", () => {
    expect(pincodeFitsState("110001", "TN")).toBe(false);
    expect(pincodeFitsState("600004", "TN")).toBe(true);
    expect(pincodeFitsState("110001", "DL")).toBe(true);
  });

  it("takes the PIN codes of each capital and large city in its own state", () => {
    const own: [string, string][] = [
      ["700029", "WB"],
      ["400001", "MH"],
      ["411001", "MH"],
      ["560001", "KA"],
      ["500001", "TS"],
      ["530001", "AP"],
      ["682001", "KL"],
      ["380001", "GJ"],
      ["302001", "RJ"],
      ["226001", "UP"],
      ["248001", "UK"],
      ["800001", "BR"],
      ["834001", "JH"],
      ["751001", "OD"],
      ["781001", "AS"],
      ["160017", "CH"],
      ["160062", "PB"],
      ["403001", "GA"],
      ["737101", "SK"],
      ["605001", "PY"],
      ["744101", "AN"],
      ["194101", "LA"],
      ["190001", "JK"],
    ];
    for (const [pin, state] of own) expect(pincodeFitsState(pin, state), `${pin} in ${state}`).toBe(true);
  });

  it("refuses a PIN code from another state's range", () => {
    expect(pincodeFitsState("700029", "MH")).toBe(false);
    expect(pincodeFitsState("400001", "WB")).toBe(false);
    expect(pincodeFitsState("737101", "AS")).toBe(false);
  });

  it("does not check a region abroad, and names the state when refusing", () => {
    expect(pincodeFitsState("110001", "ENG")).toBe(true);
    expect(pincodeNotInState("Tamil Nadu")).toBe(
      "This PIN code is not in Tamil Nadu. Please check the PIN code, or choose the state it belongs to.",
    );
  });
});
