// @vitest-environment jsdom
import { ADMIN_MEMBER_TEXT, type AdminMemberDetail, WHATSAPP_CONSENT } from "@eldercare/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { MessagesSection } from "./member-sections.tsx";

const detail: Pick<AdminMemberDetail, "message_choices" | "messages"> = {
  message_choices: {
    channels: { visits: ["whatsapp", "email"], reports: ["email"], plans: ["sms"] },
    whatsapp: {
      opted_in_at: "2026-12-01T04:30:00.000Z",
      consent_version: WHATSAPP_CONSENT.version,
      stopped_at: null,
    },
    updated_at: "2026-12-01T04:30:00.000Z",
  },
  messages: [
    {
      notification_id: 12,
      channel: "whatsapp",
      to: "+919830012345",
      subject: "Confirmed: Companion Visit for Sita Devi on 15 Dec 2026 (booking #7)",
      status: "sent",
      delivery_status: "read",
      created_at: "2026-12-02T05:00:00.000Z",
      sent_at: "2026-12-02T05:00:02.000Z",
    },
    {
      notification_id: 11,
      channel: "sms",
      to: "+919830012345",
      subject: "Your Gold plan ends in 7 days",
      status: "failed",
      delivery_status: null,
      created_at: "2026-12-02T04:00:00.000Z",
      sent_at: null,
    },
  ],
};

describe("the member page's Messages", () => {
  it("shows how messages reach the member and what became of the latest ones", () => {
    renderWithApp(<MessagesSection detail={detail} />);
    const section = screen.getByRole("region", { name: ADMIN_MEMBER_TEXT.sections.messages });
    expect(section).toHaveTextContent("VisitsWhatsApp, Email");
    expect(section).toHaveTextContent("PlansSMS");
    expect(section).toHaveTextContent("Agreed on Tue, 1 Dec 2026, 10:00 AM");
    const [read, failed] = within(section).getAllByRole("listitem");
    expect(read).toHaveTextContent("ByWhatsApp to +919830012345");
    expect(read).toHaveTextContent("StatusRead");
    expect(failed).toHaveTextContent("StatusFailed");
  });

  it("says when nothing was sent yet", () => {
    renderWithApp(<MessagesSection detail={{ ...detail, messages: [] }} />);
    expect(screen.getByText(ADMIN_MEMBER_TEXT.noMessages)).toBeVisible();
  });
});
