import { beforeEach, describe, expect, it, vi } from "vitest";

const sonner = vi.hoisted(() => ({
  calls: [] as string[],
  shown: [] as { id: string }[],
  toast: {} as Record<string, (...args: unknown[]) => unknown>,
}));
for (const kind of ["success", "error", "warning", "info", "loading", "dismiss"]) {
  sonner.toast[kind] = (...args: unknown[]) => sonner.calls.push(`${kind}:${String(args[0])}`);
}
sonner.toast.getToasts = () => sonner.shown;
vi.mock("sonner", () => ({ toast: sonner.toast }));

describe("toast (sonner loaded on the first toast)", () => {
  beforeEach(() => {
    sonner.calls.length = 0;
    vi.resetModules();
  });

  it("raises nothing and loads nothing until a toast is wanted; a dismissal before any toast is a no-op", async () => {
    const { toast, toasterWanted } = await import("./toast.ts");
    toast.dismiss("x");
    await new Promise((r) => setTimeout(r, 0));
    expect(toasterWanted.get()).toBe(false);
    expect(sonner.calls).toEqual([]);
  });

  it("mounts the Toaster on the first toast and keeps the calls in order", async () => {
    const { toast, toasterWanted } = await import("./toast.ts");
    const woke = vi.fn();
    toasterWanted.subscribe(woke);
    toast.loading("Working");
    toast.success("Done", { id: "a" });
    toast.dismiss("a");
    expect(toasterWanted.get()).toBe(true);
    expect(woke).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(sonner.calls).toHaveLength(3));
    expect(sonner.calls).toEqual(["loading:Working", "success:Done", "dismiss:a"]);
  });

  it("closes the stale toasts on screen and keeps the ones named", async () => {
    const { toast } = await import("./toast.ts");
    toast.success("OTP sent successfully!", { id: "otp" });
    await vi.waitFor(() => expect(sonner.calls).toHaveLength(1));
    sonner.shown.splice(0, sonner.shown.length, { id: "otp" }, { id: "error:Invalid OTP" }, { id: "booked" });
    toast.dismissStale(["booked"]);
    await vi.waitFor(() => expect(sonner.calls).toHaveLength(3));
    expect(sonner.calls.slice(1)).toEqual(["dismiss:otp", "dismiss:error:Invalid OTP"]);
  });
});
