// @vitest-environment jsdom
import {
  MESSAGE_TOPIC_LABELS,
  type MessageDelivery,
  NOTIFICATION_PREFS_MESSAGES,
  type NotificationPrefs,
  NOTIFICATION_PREFS_TEXT as T,
  WHATSAPP_CONSENT,
} from "@eldercare/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../../test/api-stub.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { MessagesSection } from "./messages-section.tsx";

const EMAIL_ONLY: NotificationPrefs = {
  channels: { visits: ["email"], reports: ["email"], plans: ["email"] },
  whatsapp: { opted_in_at: null, consent_version: null, stopped_at: null },
  updated_at: null,
};

const BY_EMAIL: MessageDelivery = {
  channels: { visits: ["email"], reports: ["email"], plans: ["email"] },
  has_email: true,
  phone: "+919830012345",
};
/** A circle member's light account: no email, so the outbox sends SMS (issue 42). */
const NO_EMAIL: MessageDelivery = {
  channels: { visits: ["sms"], reports: ["sms"], plans: ["sms"] },
  has_email: false,
  phone: "+447911234568",
};

const group = (topic: keyof typeof MESSAGE_TOPIC_LABELS) =>
  screen.getByRole("group", { name: new RegExp(`^${MESSAGE_TOPIC_LABELS[topic].slice(0, 20)}`) });

describe("MessagesSection", () => {
  it("shows the choices kept, and asks for the WhatsApp opt-in before WhatsApp is chosen", async () => {
    const api = stubApi({
      getNotificationPrefs: { prefs: EMAIL_ONLY, delivery: BY_EMAIL },
      setNotificationPrefs: (body) => ({
        delivery: { ...BY_EMAIL, channels: body.channels },
        prefs: {
          channels: body.channels,
          whatsapp: {
            opted_in_at: "2026-12-01T04:30:00.000Z",
            consent_version: WHATSAPP_CONSENT.version,
            stopped_at: null,
          },
          updated_at: "2026-12-01T04:30:00.000Z",
        },
        Message: NOTIFICATION_PREFS_MESSAGES.saved,
      }),
    });
    const { user } = renderWithApp(<MessagesSection userId={7} />);
    const visits = await waitFor(() => group("visits"));
    expect(within(visits).getByRole("checkbox", { name: "Email" })).toBeChecked();
    expect(within(visits).getByRole("checkbox", { name: "WhatsApp" })).not.toBeChecked();
    expect(screen.queryByRole("checkbox", { name: WHATSAPP_CONSENT.text })).toBeNull();

    await user.click(within(visits).getByRole("checkbox", { name: "WhatsApp" }));
    const consent = screen.getByRole("checkbox", { name: WHATSAPP_CONSENT.text });
    await user.click(screen.getByRole("button", { name: T.save }));
    expect(await screen.findByText(NOTIFICATION_PREFS_MESSAGES.consentRequired)).toBeVisible();
    expect(api.bodies("setNotificationPrefs")).toEqual([]);

    await user.click(consent);
    await user.click(screen.getByRole("button", { name: T.save }));
    await waitFor(() =>
      expect(api.bodies("setNotificationPrefs")).toEqual([
        {
          channels: { visits: ["email", "whatsapp"], reports: ["email"], plans: ["email"] },
          whatsapp_consent: true,
        },
      ]),
    );
    // Agreed: the section says since when, and asks no more.
    expect(await screen.findByText(/^You agreed to WhatsApp messages on /)).toBeVisible();
    expect(screen.queryByRole("checkbox", { name: WHATSAPP_CONSENT.text })).toBeNull();
  });

  it("refuses a kind of message left with no way at all, in the contract's words", async () => {
    const api = stubApi({ getNotificationPrefs: { prefs: EMAIL_ONLY, delivery: BY_EMAIL } });
    const { user } = renderWithApp(<MessagesSection userId={7} />);
    const plans = await waitFor(() => group("plans"));
    await user.click(within(plans).getByRole("checkbox", { name: "Email" }));
    await user.click(screen.getByRole("button", { name: T.save }));
    expect(await screen.findByText(NOTIFICATION_PREFS_MESSAGES.channelRequired)).toBeVisible();
    expect(api.bodies("setNotificationPrefs")).toEqual([]);
  });

  it("says when a reply of STOP ended WhatsApp", async () => {
    stubApi({
      getNotificationPrefs: {
        prefs: {
          ...EMAIL_ONLY,
          whatsapp: {
            opted_in_at: "2026-12-01T04:30:00.000Z",
            consent_version: WHATSAPP_CONSENT.version,
            stopped_at: "2026-12-03T05:00:00.000Z",
          },
          updated_at: "2026-12-03T05:00:00.000Z",
        },
        delivery: BY_EMAIL,
      },
    });
    renderWithApp(<MessagesSection userId={7} />);
    expect(
      await screen.findByText(/^WhatsApp messages were stopped on Thu, 3 Dec 2026, 10:30 AM India time /),
    ).toBeVisible();
  });

  it("with no email on the account, says so and ticks SMS, what the outbox uses, not Email", async () => {
    const api = stubApi({
      getNotificationPrefs: { prefs: EMAIL_ONLY, delivery: NO_EMAIL },
      setNotificationPrefs: (body) => ({
        prefs: { ...EMAIL_ONLY, channels: body.channels, updated_at: "2026-12-01T04:30:00.000Z" },
        delivery: { ...NO_EMAIL, channels: body.channels },
        Message: NOTIFICATION_PREFS_MESSAGES.saved,
      }),
    });
    const { user } = renderWithApp(<MessagesSection userId={7} />);
    expect(await screen.findByText(T.noEmail("+447911234568"))).toBeVisible();
    expect(screen.queryByText(T.intro)).toBeNull();
    for (const topic of ["visits", "reports", "plans"] as const) {
      const g = group(topic);
      expect(within(g).getByRole("checkbox", { name: "SMS" })).toBeChecked();
      expect(within(g).queryByRole("checkbox", { name: "Email" })).toBeNull();
      expect(within(g).getByText(T.sentBy("SMS"))).toBeVisible();
    }
    // Saving keeps what is shown: SMS, never an Email the account cannot receive.
    await user.click(screen.getByRole("button", { name: T.save }));
    await waitFor(() =>
      expect(api.bodies("setNotificationPrefs")).toEqual([
        { channels: { visits: ["sms"], reports: ["sms"], plans: ["sms"] }, whatsapp_consent: false },
      ]),
    );
    // Saved: what is chosen is what is used, so no "Sent by" line is left.
    await waitFor(() => expect(screen.queryByText(T.sentBy("SMS"))).toBeNull());
  });
});
