import { describe, expect, it } from "vitest";
import { parseStoredSession } from "./session.tsx";

describe("parseStoredSession (what the app stored at login)", () => {
  it("reads back a member, an admin and a visitor", () => {
    const user = { user_name: "Asha Rao", email: "asha@example.in", user_id: 7 };
    expect(parseStoredSession({ kind: "user", user })).toEqual({
      kind: "user",
      user: { ...user, family: null },
    });
    // A circle member's session: the family it acts for, and as what (decision 0063).
    const family = { membership_id: 3, payer_name: "Anita Sen", role: "viewer" };
    expect(parseStoredSession({ kind: "user", user: { ...user, family } })).toEqual({
      kind: "user",
      user: { ...user, family },
    });
    // A stored role the circle does not know is no family: the server's guard decides anyway.
    expect(
      parseStoredSession({ kind: "user", user: { ...user, family: { ...family, role: "payer" } } }),
    ).toEqual({
      kind: "user",
      user: { ...user, family: null },
    });
    const admin = { user_name: "Desk", email: "desk@example.in" };
    expect(parseStoredSession({ kind: "admin", admin })).toEqual({ kind: "admin", admin });
    expect(parseStoredSession({ kind: "visitor" })).toEqual({ kind: "visitor" });
  });

  it("reads back a city coordinator's role and cities, and an administrator's role", () => {
    const admin = { user_name: "Ritu Sen", email: "ritu@example.in" };
    const cities = [{ city_id: 4, city_name: "Kolkata" }];
    expect(parseStoredSession({ kind: "admin", admin: { ...admin, role: "coordinator", cities } })).toEqual({
      kind: "admin",
      admin: { ...admin, role: "coordinator", cities },
    });
    expect(parseStoredSession({ kind: "admin", admin: { ...admin, role: "admin", cities: [] } })).toEqual({
      kind: "admin",
      admin: { ...admin, role: "admin", cities: [] },
    });
    // Cities not as this app stores them are left out; the server reads the staff row at every call anyway.
    expect(
      parseStoredSession({
        kind: "admin",
        admin: { ...admin, role: "coordinator", cities: [{ city_id: "4" }] },
      }),
    ).toEqual({ kind: "admin", admin: { ...admin, role: "coordinator" } });
    // A role that does not sign in through the admin login is no console session.
    expect(parseStoredSession({ kind: "admin", admin: { ...admin, role: "member" } })).toBeNull();
  });

  it("keeps only the known fields", () => {
    const stored = { kind: "user", user: { user_name: "A", email: "a@b.in", user_id: 1, token: "x" } };
    expect(parseStoredSession(stored)).toEqual({
      kind: "user",
      user: { user_name: "A", email: "a@b.in", user_id: 1, family: null },
    });
  });

  it("refuses anything else, so a tampered or old entry means logged out", () => {
    for (const bad of [
      null,
      "user",
      { kind: "user" },
      { kind: "user", user: { user_name: "A", email: "a@b.in", user_id: "1" } },
      { kind: "user", user: { user_name: "A", email: "a@b.in", user_id: 1.5 } },
      { kind: "admin", admin: { user_name: 3, email: "a@b.in" } },
      { kind: "root" },
    ]) {
      expect(parseStoredSession(bad)).toBeNull();
    }
  });
});
