// @vitest-environment jsdom
import { ACTIONS, PERMISSIONS, type PermissionTable } from "@eldercare/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MEMBER, renderWithApp, signIn } from "../test/render.tsx";
import { can } from "./can.ts";
import { parseStoredSession, SESSION_STORAGE_KEY, type Session, useSession } from "./session.tsx";

const admin: Session = { kind: "admin", admin: { user_name: "Desk", email: "desk@example.in" } };
const viewer: Session = {
  kind: "member",
  member: { ...MEMBER, family: { membership_id: 3, payer_name: "Anita Sen", role: "viewer" } },
};

/** Shows the session the app reads, and what it may do. */
function Who() {
  const { session, setSession } = useSession();
  return (
    <>
      <p>kind: {session.kind}</p>
      <p>books: {String(can(session, "changeVisits"))}</p>
      <p>reads the audit log: {String(can(session, "readAuditLog"))}</p>
      <button type="button" onClick={() => setSession(session)}>
        Store again
      </button>
    </>
  );
}

describe("the web's permissions (the contracts' table, decision 0074)", () => {
  it("reads a browser's stored member session of kind 'user' as a member, who may book", async () => {
    signIn();
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? "null")).toEqual({
      kind: "user",
      user: MEMBER,
    });
    const { user } = renderWithApp(<Who />);
    expect(await screen.findByText("kind: member")).toBeVisible();
    expect(screen.getByText("books: true")).toBeVisible();
    expect(screen.getByText("reads the audit log: false")).toBeVisible();
    // Stored again in the same shape, so a tab of an older build keeps reading it.
    await user.click(screen.getByRole("button", { name: "Store again" }));
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? "null")).toEqual({
      kind: "user",
      user: { ...MEMBER, family: null },
    });
  });

  it("offers each session only what its role holds, a circle member only what their family role may", () => {
    expect(can(admin, "readAuditLog")).toBe(true);
    expect(can(admin, "changeVisits")).toBe(false);
    expect(can(viewer, "readCare")).toBe(true);
    expect(can(viewer, "changeVisits")).toBe(false);
    expect(can({ kind: "companion", companion: { user_name: "Sunita", companion_id: 4 } }, "ownVisits")).toBe(
      true,
    );
    for (const action of ACTIONS) expect(can({ kind: "visitor" }, action), action).toBe(false);
  });

  it("serves a role added in a fixture table from its row alone: an auditor who may only read the audit log", () => {
    const table: PermissionTable = {
      ...PERMISSIONS,
      auditor: { login: "admin", may: { readAuditLog: "any" } },
    };
    const auditor: Session = { kind: "admin", admin: { ...admin.admin, role: "auditor" } };
    expect(ACTIONS.filter((action) => can(auditor, action, table))).toEqual(["readAuditLog"]);
    // The real table has no such role: nothing is offered, and a stored one is no session.
    expect(ACTIONS.filter((action) => can(auditor, action))).toEqual([]);
    expect(parseStoredSession({ kind: "admin", admin: { ...admin.admin, role: "auditor" } })).toBeNull();
    expect(parseStoredSession({ kind: "admin", admin: { ...admin.admin, role: "admin" } })).toEqual({
      kind: "admin",
      admin: { ...admin.admin, role: "admin" },
    });
  });
});
