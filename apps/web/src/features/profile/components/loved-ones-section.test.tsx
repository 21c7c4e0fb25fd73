// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../../test/api-stub.ts";
import { renderWithApp, signIn } from "../../../test/render.tsx";
import { LovedOnesSection } from "./loved-ones-section.tsx";

describe("LovedOnesSection (issue 42)", () => {
  it("opens the add form itself from 'Add a loved one', not a page with a second such button", async () => {
    stubApi({ getLovedOnes: { loved_ones: [] } });
    signIn();
    renderWithApp(<LovedOnesSection userId={7} />, { path: "/user/profile" });
    const add = await screen.findByRole("link", { name: "Add a loved one" });
    expect(add).toHaveAttribute("href", "/user/form?add");
  });
});
