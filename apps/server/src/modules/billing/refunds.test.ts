import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSandboxGateway } from "../../integrations/payments/sandbox-gateway.ts";
import { GatewayError, type RefundInput } from "../../integrations/payments/types.ts";
import { approvedCancellation, paidAndAsked, refundSweep } from "../../test/billing.ts";
import { emailOf, query } from "../../test/booking-changes.ts";
import { fixedClock } from "../../test/bookings.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { adminCall, loginNewAdmin } from "../../test/identity.ts";
import { REFUND_PROCESSED_KIND } from "./refunds.service.ts";

const NOW = "2026-12-01T04:30:00Z";
const _silentLog = { error: () => undefined };

const refundOf = (t: TestApp, cancellationId: number) =>
  query<{ id: number; status: string; amount_paise: number; gateway_refund_id: string | null }>(
    t,
    sql`select id, status, amount_paise, gateway_refund_id from refunds where cancellation_id = ${cancellationId}`,
  );

describe.each(TEST_DATABASES)("refunds at the gateway (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  /** The sandbox, counting the refunds asked of it, and failing the next send when told. */
  function gateway(confirmAfterMs: number) {
    const sandbox = createSandboxGateway({ confirmAfterMs, now: clock.now });
    const asked: RefundInput[] = [];
    let failNext = false;
    return {
      asked,
      failNext: () => {
        failNext = true;
      },
      refund: async (input: RefundInput) => {
        if (failNext) {
          failNext = false;
          throw new GatewayError("connect ECONNREFUSED");
        }
        asked.push(input);
        return sandbox.refund(input);
      },
      refundStatus: (id: string) => sandbox.refundStatus(id),
    };
  }
  const refunds = (g: ReturnType<typeof gateway>) => refundSweep(t, g);

  it("approval makes one refund; the sweep sends it, follows it to processed, and tells the family once", async () => {
    const admin = (await loginNewAdmin(t)).token;
    const { m, subscriptionId, cancellationId, refund } = await approvedCancellation(t, admin);
    expect(await refundOf(t, cancellationId)).toEqual([
      {
        id: expect.any(Number),
        status: "pending",
        amount_paise: Math.round(refund * 100),
        gateway_refund_id: null,
      },
    ]);
    const g = gateway(60_000);
    const sweep = refunds(g);
    // Five sweeps at once (five processes): one send.
    await Promise.all(Array.from({ length: 5 }, () => sweep.sendDue(clock.now())));
    expect(g.asked).toEqual([expect.objectContaining({ amountPaise: Math.round(refund * 100) })]);
    const [sent] = await refundOf(t, cancellationId);
    expect(sent?.gateway_refund_id).toMatch(/^sandbox_rfnd_/);
    // Still on its way at the gateway: nothing settles.
    clock.set("2026-12-01T04:30:10Z");
    expect(await sweep.checkSent(clock.now())).toBe(0);
    // Processed: a check and the same news twice more (a webhook, another process) settle it once.
    clock.set("2026-12-01T04:32:00Z");
    const settled = await Promise.all([sweep.checkSent(clock.now()), sweep.checkSent(clock.now())]);
    expect(settled.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sweep.settle(sent?.id ?? 0, "processed", null, clock.now())).toBe(false);
    expect((await refundOf(t, cancellationId))[0]?.status).toBe("processed");
    const mails = await query<{ to: string; subject: string }>(
      t,
      sql`select to_address as "to", subject from notifications where kind = ${REFUND_PROCESSED_KIND} and ref_id = ${sent?.id ?? 0}`,
    );
    expect(mails).toEqual([
      {
        to: await emailOf(t, m.userId),
        subject: expect.stringMatching(/^Your refund of ₹[\d,]+\.\d{2} is on its way$/),
      },
    ]);
    const quoted = await t.call({
      method: "POST",
      url: "/api/users/getcancellationquote/",
      headers: { authorization: `Bearer ${m.token}` },
      payload: { subscription_id: subscriptionId },
    });
    expect(quoted.body.Data.cancellation).toMatchObject({
      status: "approved",
      refund,
      refund_status: "processed",
    });
    const listed = await adminCall(t, admin, "getallrefunds", { status: "approved" });
    const item = listed.body.Data.items.find(
      (i: { cancellation_id: number }) => i.cancellation_id === cancellationId,
    );
    expect(item?.refund_status).toBe("processed");
    clock.set(NOW);
  });

  it("a send the gateway did not answer is sent again with the same key, never as a second refund", async () => {
    const admin = (await loginNewAdmin(t)).token;
    const { cancellationId } = await approvedCancellation(t, admin);
    const g = gateway(0);
    const sweep = refunds(g);
    g.failNext();
    await sweep.sendDue(clock.now());
    expect((await refundOf(t, cancellationId))[0]?.gateway_refund_id).toBeNull();
    await sweep.sendDue(clock.now());
    await sweep.sendDue(clock.now());
    expect(g.asked.map((a) => a.idempotencyKey)).toEqual([`eldercare-refund-${cancellationId}`]);
    expect((await refundOf(t, cancellationId))[0]?.gateway_refund_id).toMatch(/^sandbox_rfnd_/);
  });

  it("a declined request makes no refund", async () => {
    const admin = (await loginNewAdmin(t)).token;
    const { cancellationId: id } = await paidAndAsked(t, "bronze");
    await adminCall(t, admin, "decidecancellation", {
      cancellation_id: id,
      decision: "decline",
      note: "Call us",
    });
    expect(await refundOf(t, id)).toEqual([]);
  });
});
