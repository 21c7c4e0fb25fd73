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

  /**
   * Who calls what, and what they get: the answer's Data when let through, else the first business error
   * (none named: the status alone). The auditor gets the audit log with the scope of its row and 403 BE003
   * for everything else; anyone without a session 401; today's roles are served as before (the
   * administrator, and a viewer told who may).
   */
  const CASES: [who: string, path: string, status: number, answer?: unknown][] = [
    ["auditor", "auditlog", 200, { role: "auditor", action: "readAuditLog", scope: "any" }],
    ["auditor", "refunds", 403, expect.objectContaining({ Code: "BE003" })],
    ["auditor", "bookings", 403, expect.objectContaining({ Code: "BE003" })],
    ["auditor", "book", 403, expect.objectContaining({ Code: "BE003" })],
    ["auditor", "mybookings", 403, expect.objectContaining({ Code: "BE003" })],
    ["nobody", "auditlog", 401],
    ["admin", "auditlog", 200, expect.objectContaining({ scope: "any" })],
    ["admin", "refunds", 200, expect.objectContaining({ scope: "any" })],
    ["admin", "bookings", 200, expect.objectContaining({ scope: "any" })],
    ["viewer", "mybookings", 200, { role: "member", action: "readCare", scope: "viewer" }],
    ["viewer", "book", 403, { Code: "BE003", Message: FAMILY_MESSAGES.managerOrPayer }],
    ["viewer", "auditlog", 403],
  ];

  it.each(CASES)("%s calling %s gets %s", async (who, path, status, answer) => {
    const res = await call(path, who === "nobody" ? undefined : who);
    expect(res.status).toBe(status);
    if (answer !== undefined) {
      expect(status === 200 ? res.body.Data : res.body.Errors.Business_Errors[0]).toEqual(answer);
    }
  });
});
