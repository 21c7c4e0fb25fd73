// @vitest-environment jsdom
import { FAMILY_MESSAGES, LOAD_MESSAGES } from "@eldercare/contracts";
import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { refuse, stubApi } from "../../../test/api-stub.ts";
import { MEMBER, renderWithApp, signIn } from "../../../test/render.tsx";
import { InvoicePage } from "./invoice-page.tsx";

describe("InvoicePage refused (issue 42)", () => {
  it("tells a viewer only the account holder can see it, with no useless Try again", async () => {
    stubApi({
      getInvoice: refuse(403, { Code: "BE003", Message: FAMILY_MESSAGES.payerOnly }),
    });
    signIn({
      ...MEMBER,
      user_id: 40,
      family: { membership_id: 11, payer_name: "Anita Sen", role: "viewer" },
    });
    renderWithApp(
      <Routes>
        <Route path="/user/invoices/:invoiceId" element={<InvoicePage />} />
      </Routes>,
      { path: "/user/invoices/5" },
    );
    expect(await screen.findByText(FAMILY_MESSAGES.payerOnly)).toBeVisible();
    expect(screen.getByText(LOAD_MESSAGES.invoiceFailed)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });
});
