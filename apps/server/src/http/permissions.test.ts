import {
  API,
  FAMILY_MESSAGES,
  PERMISSIONS,
  type PermissionTable,
  type Role,
  type RouteContract,
} from "@eldercare/contracts";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { authPlugin } from "../plugins/auth.ts";
import { errorHandlerPlugin } from "../plugins/error-handler.ts";
import { registerRoute } from "./route.ts";
import type { AuthSession } from "./session-guard.ts";

/**
 * The one guard serves whatever the permission table says (issue 43 item 3, decision 0074): a role added
 * in a fixture table (an auditor who may only read the audit log) is let through to that and refused
 * everything else, with no change to the guard, the routes or their contracts.
 */
const TABLE: PermissionTable = { ...PERMISSIONS, auditor: { login: "admin", may: { readAuditLog: "any" } } };

/** A token's session: the auditor (a role only the fixture table has), an administrator, a circle viewer. */
const SESSIONS: Record<string, AuthSession> = Object.fromEntries(
  (
    [
      // A role the real table does not have: only the fixture's row makes it one.
      ["auditor", "auditor" as Role, "payer"],
      ["admin", "admin", "payer"],
      ["viewer", "member", "viewer"],
    ] as const
  ).map(([token, role, familyRole], i) => [
    `${token}-token-0123456789abcdef`,
    {
      sessionId: i + 1,
      userId: 7,
      userType: 2,
      role,
      actorUserId: 7,
      familyRole,
      familyMemberId: familyRole === "payer" ? null : 3,
      cityIds: [],
    },
  ]),
);

/** The real contracts of these calls, answering what the guard handed over (the real answers need a database). */
const echo = (contract: RouteContract, path: string) =>
  ({
    ...contract,
    path,
    body: undefined,
    data: z.object({ role: z.string(), action: z.string(), scope: z.string() }),
  }) satisfies RouteContract;

describe("the guard serves a role added only in the permission table", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorHandlerPlugin);
    await app.register(authPlugin, {
      sessions: { authenticate: async (token) => SESSIONS[token] ?? null },
      permissions: TABLE,
    });
    const routes: [RouteContract, string][] = [
      [API.adminGetAuditLog, "test/auditlog/"],
      [API.adminGetAllRefunds, "test/refunds/"],
      [API.adminGetAllServiceBooking, "test/bookings/"],
      [API.serviceBooking, "test/book/"],
      [API.getAllBookings, "test/mybookings/"],
    ];
    for (const [contract, path] of routes) {
      registerRoute(app, echo(contract, path), async (_body, request) => ({
        data: {
          role: request.auth?.role ?? "",
          action: request.auth?.action ?? "",
          scope: request.auth?.scope ?? "",
        },
      }));
    }
    await app.ready();
  });
  afterAll(() => app.close());

  const call = async (path: string, who?: string) => {
    const res = await app.inject({
      method: "POST",
      url: `/api/test/${path}/`,
      headers: who ? { authorization: `Bearer ${who}-token-0123456789abcdef` } : {},
    });
    return { status: res.statusCode, body: res.json() };
  };

  it("lets the auditor read the audit log, with the scope of its row", async () => {
    const own = await call("auditlog", "auditor");
    expect(own.status).toBe(200);
    expect(own.body.Data).toEqual({ role: "auditor", action: "readAuditLog", scope: "any" });
  });

  it("refuses the auditor every other call with 403 BE003, and anyone without a session with 401", async () => {
    for (const path of ["refunds", "bookings", "book", "mybookings"]) {
      const refused = await call(path, "auditor");
      expect(refused.status, path).toBe(403);
      expect(refused.body.Errors.Business_Errors[0]?.Code, path).toBe("BE003");
    }
    expect((await call("auditlog")).status).toBe(401);
  });

  it("still serves today's roles as before: the administrator, and a viewer told who may", async () => {
    for (const path of ["auditlog", "refunds", "bookings"]) {
      const res = await call(path, "admin");
      expect(res.status, path).toBe(200);
      expect(res.body.Data.scope, path).toBe("any");
    }
    const read = await call("mybookings", "viewer");
    expect(read.body.Data).toEqual({ role: "member", action: "readCare", scope: "viewer" });
    const book = await call("book", "viewer");
    expect(book.status).toBe(403);
    expect(book.body.Errors.Business_Errors[0]).toEqual({
      Code: "BE003",
      Message: FAMILY_MESSAGES.managerOrPayer,
    });
    expect((await call("auditlog", "viewer")).status).toBe(403);
  });
});
