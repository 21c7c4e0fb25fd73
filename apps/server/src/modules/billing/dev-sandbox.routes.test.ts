import { describe, expect, it } from "vitest";
import { countRows, createRequest, findPlan, pay } from "../../test/billing.ts";
import { useTestApp } from "../../test/harness.ts";
import { registerMember } from "../../test/identity.ts";

describe("/dev/sandbox/decline-next", () => {
  const t = useTestApp("pglite");

  it("declines the named member's next sandbox payment", async () => {
    const member = await registerMember(t);
    const told = await t.call({
      method: "POST",
      url: "/dev/sandbox/decline-next",
      payload: { phone: member.person.phone },
    });
    expect(told.status).toBe(200);
    const plan = await findPlan(t, "bronze", "Single", "Annual");
    const requestId = (await createRequest(t, member, plan.plan_tier_id)).body.Data.request_id;
    expect((await pay(t, member, requestId, plan)).body.Data.status).toBe("failed");
    expect((await pay(t, member, requestId, plan)).body.Data.status).toBe("paid");
    expect(await countRows(t, "subscriptions", member.userId)).toBe(1);
  });

  it("answers clearly for an unknown member or a bad body", async () => {
    const unknown = await t.call({
      method: "POST",
      url: "/dev/sandbox/decline-next",
      payload: { email: "nobody@example.com" },
    });
    expect(unknown.status).toBe(404);
    const bad = await t.call({ method: "POST", url: "/dev/sandbox/decline-next", payload: { phone: "12" } });
    expect(bad.status).toBe(400);
  });
});

describe("/dev/sandbox in production", () => {
  const t = useTestApp("pglite", { NODE_ENV: "production" });

  it("does not exist", async () => {
    const res = await t.call({
      method: "POST",
      url: "/dev/sandbox/decline-next",
      payload: { phone: "9830012345" },
    });
    expect(res.status).toBe(404);
  });
});
