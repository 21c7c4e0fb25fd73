// @vitest-environment jsdom
import { render, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Pager } from "./pager.tsx";

const nextOf = (container: HTMLElement) =>
  within(container).getByRole("button", { name: /^Next/ }) as HTMLButtonElement;

describe("Pager", () => {
  it("closes Next on the last page of an exact total", () => {
    const { container } = render(
      <Pager noun="bookings" pageIndex={2} pageSize={10} total={23} onPage={() => undefined} />,
    );
    expect(within(container).getByRole("status").textContent).toBe("Showing 21–23 of 23");
    expect(nextOf(container).disabled).toBe(true);
  });

  it("says 1,000+ and keeps Next open when the server stopped counting (decision 0050)", () => {
    const { container } = render(
      <Pager noun="bookings" pageIndex={100} pageSize={10} total={1000} capped onPage={() => undefined} />,
    );
    expect(within(container).getByRole("status").textContent).toBe("Showing 1001–1010 of 1,000+");
    expect(nextOf(container).disabled).toBe(false);
  });
});
