import { beforeEach, describe, expect, it, vi } from "vitest";

const toast = vi.hoisted(() => ({ loading: vi.fn(), success: vi.fn(), dismiss: vi.fn() }));
vi.mock("./toast.ts", () => ({ toast }));

import { withProgress } from "./progress.ts";

describe("withProgress (spec §4: a progress message precedes each admin call)", () => {
  beforeEach(() => {
    for (const fn of Object.values(toast)) fn.mockReset();
  });

  it("shows the progress message, then the success message in its place", async () => {
    await expect(withProgress("Fetching. Please Wait...", async () => 7, "Fetched!")).resolves.toBe(7);
    expect(toast.loading).toHaveBeenCalledWith("Fetching. Please Wait...", {
      id: "progress:Fetching. Please Wait...",
    });
    expect(toast.success).toHaveBeenCalledWith("Fetched!", { id: "progress:Fetching. Please Wait..." });
  });

  it("takes the success message from the answer, and removes the toast when there is none", async () => {
    await withProgress(
      "Working...",
      async () => ({ Message: "Done" }),
      (d) => d.Message,
    );
    expect(toast.success).toHaveBeenCalledWith("Done", { id: "progress:Working..." });
    await withProgress("Working...", async () => 1);
    expect(toast.dismiss).toHaveBeenCalledWith("progress:Working...");
  });

  it("a failure removes the progress toast and rethrows", async () => {
    const failure = new Error("no");
    await expect(
      withProgress(
        "Working...",
        async () => {
          throw failure;
        },
        "never",
      ),
    ).rejects.toBe(failure);
    expect(toast.dismiss).toHaveBeenCalledWith("progress:Working...");
    expect(toast.success).not.toHaveBeenCalled();
  });
});
