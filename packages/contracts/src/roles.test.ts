import { describe, expect, it } from "vitest";
import { USER_TYPE } from "./constants.ts";
import { LOGINS, PERMISSIONS } from "./permissions.ts";
import { LOGIN_USER_TYPE, ROLE_USER_TYPE, ROLES, roleOfUserType } from "./roles.ts";
import { STAFF_ROLES } from "./staff-roles.ts";

describe("roles", () => {
  it("gives each role its login's user_type from the spec, and no two logins the same one", () => {
    // A city coordinator signs in through the administrator's login (issue 43 item 4), so shares its code.
    expect(ROLE_USER_TYPE).toEqual({
      member: USER_TYPE.user,
      admin: USER_TYPE.admin,
      companion: USER_TYPE.companion,
      coordinator: USER_TYPE.admin,
    });
    expect(new Set(LOGINS.map((l) => LOGIN_USER_TYPE[l])).size).toBe(LOGINS.length);
  });

  it("finds the role of a session's user_type, and none for an unknown code", () => {
    expect(roleOfUserType(1)).toBe("member");
    expect(roleOfUserType(2)).toBe("admin");
    expect(roleOfUserType(0)).toBeNull();
    expect(roleOfUserType(9)).toBeNull();
  });

  it("names as staff roles exactly the roles that sign in through the admin login", () => {
    expect([...STAFF_ROLES].sort()).toEqual(ROLES.filter((r) => PERMISSIONS[r].login === "admin").sort());
  });
});
