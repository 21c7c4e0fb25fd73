import {
  MESSAGE_TOPIC_LABELS,
  NOTIFICATION_PREFS_MESSAGES,
  NOTIFICATION_PREFS_TEXT as T,
  WHATSAPP_CONSENT,
} from "@eldercare/contracts";
import { replyPayload, signWebhook } from "../apps/server/src/test/fake-whatsapp.ts";
import { E2E_WHATSAPP_SECRET, WHATSAPP_PORT } from "../playwright.config.ts";
import { adminToken } from "./admin.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { confirmAndFindCompanion } from "./companion.ts";
import { type APIRequestContext, expect, test } from "./fixtures.ts";
import { expectNoSidewaysScroll } from "./layout.ts";
import { addLovedOne, bookVisit, buyPlan, createMember, serviceIdOf } from "./members.ts";
import { signInAs } from "./session.ts";

/**
 * Messages on WhatsApp (issue 29, decision 0061): a member chooses WhatsApp for visit messages on the
 * profile, agreeing to the opt-in's wording; the team's confirmation of their booking reaches the fake
 * WhatsApp Cloud API (e2e/fake-whatsapp-server.ts) with the companion's name; a reply of STOP, delivered
 * to the app's signed webhook, turns WhatsApp off at once, as the profile then says.
 */

type Received = { to: string; parameters: string[] };

/** A member's phone as WhatsApp writes it: the country code and number, no "+" ("919830012345"). */
const waNumber = (phone: string) => {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 10 ? `91${digits}` : digits;
};
async function whatsappTo(request: APIRequestContext, phone: string): Promise<Received[]> {
  const res = await request.get(`http://127.0.0.1:${WHATSAPP_PORT}/received.json?to=${waNumber(phone)}`);
  return (await res.json()) as Received[];
}

/** A reply of STOP as Meta's webhook delivers it, signed as Meta signs it. */
async function replyStop(request: APIRequestContext, phone: string) {
  const body = JSON.stringify(replyPayload(waNumber(phone), "STOP"));
  const res = await request.post("/api/webhooks/whatsapp/", {
    headers: {
      "content-type": "application/json",
      "x-hub-signature-256": signWebhook(body, E2E_WHATSAPP_SECRET),
    },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test(
  "a member chooses WhatsApp; the confirmation reaches WhatsApp with the companion's name; STOP turns it off",
  { tag: "@phone-only" },
  async ({ page, request }, testInfo) => {
    test.slow(); // a family and their plan, the profile, a booking confirmed by the team, the webhook
    const token = await adminToken(request, testInfo.project.name);
    const member = await createMember(request, `wa${testInfo.project.name[0]}`, "Mitali Roy");
    await buyPlan(request, member);
    const lovedOneId = await addLovedOne(request, member);

    // On the profile: WhatsApp for visit messages needs the opt-in first.
    await signInAs(page, member);
    await page.goto("/user/profile");
    const section = page.getByRole("region", { name: T.heading });
    const visits = section.getByRole("group", {
      name: new RegExp(`^${escapeRegExp(MESSAGE_TOPIC_LABELS.visits)}`),
    });
    await visits.getByRole("checkbox", { name: "WhatsApp" }).check({ force: true });
    await section.getByRole("button", { name: T.save }).click();
    await expect(section.getByText(NOTIFICATION_PREFS_MESSAGES.consentRequired)).toBeVisible();
    await section.getByRole("checkbox", { name: WHATSAPP_CONSENT.text }).check({ force: true });
    await expectNoSidewaysScroll(page, "the Messages section");
    await expectNoAxeViolations(page);
    await section.getByRole("button", { name: T.save }).click();
    await expect(page.getByText(NOTIFICATION_PREFS_MESSAGES.saved)).toBeVisible();
    await expect(section.getByText(/^You agreed to WhatsApp messages on /)).toBeVisible();

    // The team confirms a visit: the WhatsApp message names the companion.
    const booking = await bookVisit(request, member, {
      lovedOneId,
      serviceId: await serviceIdOf(request, "GEN-COMPANION"),
    });
    const companion = await confirmAndFindCompanion(request, token, booking.booking_id, member.phone);
    const firstName = companion.full_name.split(" ")[0] ?? "";
    await expect
      .poll(async () => (await whatsappTo(request, member.phone)).map((m) => m.parameters.join(" | ")), {
        message: "the confirmation on WhatsApp",
      })
      .toContainEqual(expect.stringMatching(new RegExp(`^Confirmed: .*Your companion: ${firstName}`)));

    // The member replies STOP: WhatsApp is off at once, and the profile says so.
    await replyStop(request, member.phone);
    await page.reload();
    await expect(section.getByText(/^WhatsApp messages were stopped on /)).toBeVisible();
    await expect(visits.getByRole("checkbox", { name: "WhatsApp" })).not.toBeChecked();
    await expect(visits.getByRole("checkbox", { name: "Email" })).toBeChecked();
  },
);
