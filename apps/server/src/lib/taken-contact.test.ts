import { describe, expect, it } from "vitest";
import { takenContactMessage } from "./taken-contact.ts";

const messages = { phoneTaken: "That phone is taken", emailTaken: "That email is taken" };

/** A unique violation as Drizzle wraps PostgreSQL's error: the driver's error is the cause. */
const violation = (constraint: string) =>
  new Error("Failed query", {
    cause: Object.assign(new Error("duplicate key"), { code: "23505", constraint }),
  });

describe("takenContactMessage", () => {
  it("refuses a phone or an email another account holds with the caller's words", () => {
    expect(takenContactMessage(violation("users_phone_uq"), messages)).toBe("That phone is taken");
    expect(takenContactMessage(violation("users_email_uq"), messages)).toBe("That email is taken");
  });

  it("leaves any other error to the caller", () => {
    expect(takenContactMessage(violation("staff_user_uq"), messages)).toBeNull();
    expect(takenContactMessage(new Error("boom"), messages)).toBeNull();
  });
});
