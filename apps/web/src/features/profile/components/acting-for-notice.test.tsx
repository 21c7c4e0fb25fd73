// @vitest-environment jsdom
import { FAMILY_MESSAGES } from "@eldercare/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SESSION_STORAGE_KEY } from "../../../lib/session.tsx";
import { stubApi } from "../../../test/api-stub.ts";
import { MEMBER, renderWithApp, signIn } from "../../../test/render.tsx";
import { ActingForNotice } from "./acting-for-notice.tsx";

const mother = { membership_id: 11, payer_name: "Anita Sen", role: "viewer" as const };
const stored = () => JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? "{}");

describe("ActingForNotice", () => {
  it("says whose family and as what, and switches back to one's own account", async () => {
    const api = stubApi({
      actFor: { user_name: MEMBER.user_name, email: MEMBER.email, user_id: MEMBER.user_id, family: null },
    });
    signIn({ ...MEMBER, user_id: 40 });
    const { user } = renderWithApp(<ActingForNotice family={mother} />);
    expect(screen.getByRole("heading", { name: FAMILY_MESSAGES.acting("Anita Sen") })).toBeVisible();
    expect(screen.getByText(/As a viewer: sees plans, bookings and visit reports/)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Switch to my own account" }));
    await waitFor(() => expect(stored().user.family).toBeNull());
    expect(api.bodies("actFor")).toEqual([{ membership_id: null }]);
    expect(stored().user.user_id).toBe(MEMBER.user_id);
  });
});
