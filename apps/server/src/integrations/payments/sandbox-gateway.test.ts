import { describe, expect, it } from "vitest";
import { createSandboxGateway } from "./sandbox-gateway.ts";
import { GatewayError } from "./types.ts";

describe("sandbox gateway", () => {
  let clock = Date.parse("2026-11-23T10:00:00Z");
  const now = () => new Date(clock);
  const order = { amountPaise: 102_000_00, receipt: "pay_1", notes: { user_id: "7" } };

  it("confirms an order after the delay, with its amount", async () => {
    const gateway = createSandboxGateway({ confirmAfterMs: 1000, now });
    const { orderId } = await gateway.createOrder(order);
    expect(orderId).toMatch(/^sandbox_order_/);
    expect(await gateway.orderStatus(orderId)).toEqual({ state: "pending" });
    clock += 1000;
    const status = await gateway.orderStatus(orderId);
    expect(status).toMatchObject({ state: "paid", amountPaise: 102_000_00 });
    // The same answer from another process's gateway: the order id says it all.
    const elsewhere = createSandboxGateway({ confirmAfterMs: 1000, now });
    expect(await elsewhere.orderStatus(orderId)).toEqual(status);
  });

  it("declines the next order of a member it was told to fail, and only that one", async () => {
    const gateway = createSandboxGateway({ confirmAfterMs: 0, now });
    gateway.failNextFor(7);
    const other = await gateway.createOrder({ ...order, notes: { user_id: "8" } });
    const declined = await gateway.createOrder(order);
    const next = await gateway.createOrder(order);
    expect((await gateway.orderStatus(other.orderId)).state).toBe("paid");
    expect(await gateway.orderStatus(declined.orderId)).toEqual({
      state: "failed",
      reason: "Declined by the sandbox gateway",
    });
    expect((await gateway.orderStatus(next.orderId)).state).toBe("paid");
  });

  it("refuses amounts below one rupee and order ids it did not make", async () => {
    const gateway = createSandboxGateway({ confirmAfterMs: 0, now });
    await expect(gateway.createOrder({ ...order, amountPaise: 99 })).rejects.toBeInstanceOf(GatewayError);
    await expect(gateway.orderStatus("order_ABC")).rejects.toBeInstanceOf(GatewayError);
  });

  it("processes a refund after the delay; the same key is the same refund", async () => {
    const gateway = createSandboxGateway({ confirmAfterMs: 1000, now });
    const input = {
      gatewayPaymentId: "sandbox_pay_0123456789ab",
      amountPaise: 18_352_33,
      idempotencyKey: "refund-7-abcdef",
      receipt: "refund_7",
    };
    const first = await gateway.refund(input);
    expect(first).toMatchObject({ refundId: expect.stringMatching(/^sandbox_rfnd_/), state: "pending" });
    expect(await gateway.refund(input)).toEqual(first);
    clock += 1000;
    expect(await gateway.refundStatus(first.refundId)).toEqual({ state: "processed" });
    await expect(gateway.refundStatus("rfnd_elsewhere")).rejects.toBeInstanceOf(GatewayError);
    await expect(gateway.refund({ ...input, gatewayPaymentId: "pay_real" })).rejects.toBeInstanceOf(
      GatewayError,
    );
  });
});
