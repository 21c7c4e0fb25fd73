import { describe, expect, it } from "vitest";
import { loginReason } from "./require-auth.tsx";

describe("loginReason", () => {
  it("names the page the visitor opened", () => {
    expect(loginReason("member", "/user/profile")).toBe("Please log in to see your profile");
    expect(loginReason("member", "/user/invoices/12")).toBe("Please log in to see your invoice");
    expect(loginReason("member", "/planandservicedetails")).toBe(
      "Please log in to see your plans and bookings",
    );
  });

  it("falls back to the page's group", () => {
    expect(loginReason("member", "/user/something-new")).toBe("Please log in to see this page");
    expect(loginReason("admin", "/admin/bookings")).toBe("Please log in to the admin console");
    // A path that merely starts with a known one is not taken for it.
    expect(loginReason("member", "/user/profiles")).toBe("Please log in to see this page");
  });
});
