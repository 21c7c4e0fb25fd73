import type { RouteContract } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildApp } from "../app.ts";
import {
  createRecordingSenders,
  createTestDatabase,
  TEST_APP_CONFIG,
  type TestApp,
} from "../test/harness.ts";
import { registerMember } from "../test/identity.ts";
import { registerRoute } from "./route.ts";

/** A member route that takes a user_id, as many do; only `user_id` is listed in its response. */
const ECHO = {
  method: "POST",
  path: "test/echo/",
  action: "readCare",
  auth: "member",
  tag: "users",
  summary: "test only",
  body: z.strictObject({ user_id: z.number().int() }),
  data: z.object({ user_id: z.number().int() }),
} as const satisfies RouteContract;

/** The guard every member route gets from registerRoute, exercised on a route that takes a user_id. */
describe("member routes: identity comes from the token", () => {
  const t = {} as TestApp;
  let drop = async () => {};
  beforeAll(async () => {
    const created = await createTestDatabase("pglite");
    drop = created.drop;
    t.database = created.database;
    t.outbox = createRecordingSenders();
    const app: FastifyInstance = await buildApp(TEST_APP_CONFIG, created.database, {
      senders: t.outbox.senders,
      inbox: null,
    });
    registerRoute(app, ECHO, async (body, request) => ({
      data: { user_id: request.auth?.userId ?? 0, ...{ seen_user_id: body.user_id } },
    }));
    await app.ready();
    t.app = app;
    t.call = async (opts) => {
      const res = await app.inject(opts);
      return { status: res.statusCode, body: res.json(), headers: res.headers };
    };
  });
  afterAll(async () => {
    await t.app?.close();
    await drop();
  });

  it("answers 401 without a token, 403 for another member's user_id, and serves the caller's own", async () => {
    const anita = await registerMember(t);
    const ravi = await registerMember(t);
    const url = "/api/test/echo/";
    expect((await t.call({ method: "POST", url, payload: { user_id: anita.userId } })).status).toBe(401);
    const other = await t.call({
      method: "POST",
      url,
      payload: { user_id: ravi.userId },
      headers: { authorization: `Bearer ${anita.token}` },
    });
    expect(other.status).toBe(403);
    expect(other.body.Errors.Business_Errors[0]?.Code).toBe("BE003");
    const own = await t.call({
      method: "POST",
      url,
      payload: { user_id: anita.userId },
      headers: { authorization: `Bearer ${anita.token}` },
    });
    expect(own.status).toBe(200);
    expect(own.body.Data.user_id).toBe(anita.userId);
    // Only listed fields leave the server, whatever a handler returns.
    expect(own.body.Data).not.toHaveProperty("seen_user_id");
  });
});
