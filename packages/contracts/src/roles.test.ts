import { describe, expect, it } from "vitest";
import { USER_TYPE } from "./constants.ts";
import { ROLE_USER_TYPE, ROLES, roleOfUserType } from "./roles.ts";

describe("roles", () => {
  it("gives each role the spec's user_type, and no two roles the same one", () => {
    expect(ROLE_USER_TYPE).toEqual({
      member: USER_TYPE.user,
      admin: USER_TYPE.admin,
      companion: USER_TYPE.companion,
    });
    expect(new Set(ROLES.map((r) => ROLE_USER_TYPE[r])).size).toBe(ROLES.length);
  });

  it("finds the role of a session's user_type, and none for an unknown code", () => {
    expect(roleOfUserType(1)).toBe("member");
    expect(roleOfUserType(2)).toBe("admin");
    expect(roleOfUserType(0)).toBeNull();
    expect(roleOfUserType(9)).toBeNull();
  });
});
