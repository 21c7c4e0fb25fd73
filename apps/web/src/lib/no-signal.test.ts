// @vitest-environment jsdom
import { NO_SIGNAL_AFTER_MS, photoNoSignalAfterMs } from "@eldercare/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isNoSignal, sendNow } from "./no-signal.ts";

/** What a pending call settled with so far: "pending", or the error it failed with. */
function watch(call: Promise<unknown>) {
  const state: { error?: unknown; settled: boolean } = { settled: false };
  call.then(
    () => {
      state.settled = true;
    },
    (error: unknown) => {
      state.settled = true;
      state.error = error;
    },
  );
  return state;
}

describe("sendNow (issue 42)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives a call with no answer up as no signal after the time limit, and aborts it", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const state = watch(
      sendNow((s) => {
        signal = s;
        return new Promise<never>(() => {});
      }),
    );
    await vi.advanceTimersByTimeAsync(NO_SIGNAL_AFTER_MS - 1);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isNoSignal(state.error)).toBe(true);
    expect(signal?.aborted).toBe(true);
  });

  it("gives it up at once when the phone goes offline on the way", async () => {
    const call = sendNow(() => new Promise<never>(() => {}));
    window.dispatchEvent(new Event("offline"));
    await expect(call).rejects.toSatisfy(isNoSignal);
  });

  it("leaves a call that answers alone, and passes other failures through", async () => {
    await expect(sendNow(async () => "sent")).resolves.toBe("sent");
    await expect(sendNow(async () => Promise.reject(new Error("refused")))).rejects.toThrow("refused");
  });

  it("allows a photo more time the larger it is", () => {
    expect(photoNoSignalAfterMs(100_000)).toBe(NO_SIGNAL_AFTER_MS + 1000);
    expect(photoNoSignalAfterMs(2_000_000)).toBe(NO_SIGNAL_AFTER_MS + 20_000);
  });
});
