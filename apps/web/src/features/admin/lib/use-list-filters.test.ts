// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useListFilters } from "./use-list-filters.ts";

describe("useListFilters", () => {
  it("goes back to the first page whenever the filters change, whole or in part", () => {
    const { result } = renderHook(() => useListFilters({ search: "", status: "" }));
    act(() => result.current.setPageIndex(3));
    expect(result.current.pageIndex).toBe(3);

    act(() => result.current.patch({ status: "open" }));
    expect(result.current.filters).toEqual({ search: "", status: "open" });
    expect(result.current.pageIndex).toBe(0);

    act(() => result.current.setPageIndex(2));
    act(() => result.current.change({ search: "Asha", status: "" }));
    expect(result.current.filters).toEqual({ search: "Asha", status: "" });
    expect(result.current.pageIndex).toBe(0);
  });
});
