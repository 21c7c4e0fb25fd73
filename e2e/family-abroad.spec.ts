import { FAMILY_MESSAGES, NOTIFICATION_PREFS_TEXT as M, URGENT_HELP_TEXT as T } from "@eldercare/contracts";
import { adminToken } from "./admin.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { confirmAndFindCompanion, startVisit } from "./companion.ts";
import { type APIRequestContext, expect, test } from "./fixtures.ts";
import { latestCode, uniqueContact } from "./inbox.ts";
import { expectNoSidewaysScroll } from "./layout.ts";
import { addLovedOne, bookVisit, buyPlan, createMember, SITA_DEVI, serviceIdOf } from "./members.ts";
import { signInAs } from "./session.ts";

// Her phone's clock is London's: times carry India's and hers (issue 42).
test.use({ timezoneId: "Europe/London" });

/*
 * A family abroad (issue 42, decision 0071): a sister in London joins her brother's circle with her UK
 * mobile and no email. Her Messages panel says she has no email and ticks SMS, and a visit message
 * reaches her by SMS (what the panel says is what the outbox does); Urgent help gives her the desk's
 * number in India first, and names 112 and 108 for whoever is with their mother; after Escape, focus is
 * back on the button she pressed.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A UK mobile no other test uses (07912 …), national digits and E.164. */
function ukMobile() {
  const digits = uniqueContact("uk").phone.slice(-6);
  return { national: `7912${digits}`, e164: `+447912${digits}` };
}

/** The newest message to an address in the development inbox. */
async function inbox(request: APIRequestContext, to: string) {
  const res = await request.get(`/dev/inbox.json?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: Array<{ channel?: string; text: string; subject: string }> })
    .messages;
}

/** The payer invites her (manager, by API) with her UK number; she joins; her session's details. */
async function sisterInLondon(request: APIRequestContext, payer: { token: string }) {
  const phone = ukMobile();
  const headers = { authorization: `Bearer ${payer.token}` };
  const invited = await request.post("/api/users/invitefamily/", {
    headers,
    data: { name: "Meera Sen", country_code: "+44", phone: phone.national, role: "manager" },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  let token = "";
  await expect
    .poll(async () => {
      const link = (await inbox(request, phone.e164))
        .map((m) => m.text.match(/\/family\/join#([A-Za-z0-9_-]+)/)?.[1])
        .find(Boolean);
      token = link ?? "";
      return token;
    })
    .not.toBe("");
  expect((await request.post("/api/users/sendinvitecode/", { data: { token } })).status()).toBe(200);
  const joined = await request.post("/api/users/acceptinvite/", {
    data: { token, otp: await latestCode(request, phone.e164) },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  const body = (await joined.json()) as { Token: string; Data: Record<string, unknown> };
  return { phone, token: body.Token, details: body.Data, link: token };
}

test(
  "a sister abroad with no email: her Messages panel says SMS, as she gets them; Urgent help gives the desk first",
  { tag: "@phone-only" },
  async ({ page, request }, testInfo) => {
    test.slow(); // a family, a plan, a circle member and a visit, through the API
    const payer = await createMember(request, "abroad", "Ravi Sen");
    await buyPlan(request, payer);
    const lovedOneId = await addLovedOne(request, payer, SITA_DEVI);
    const sister = await sisterInLondon(request, payer);
    await page.addInitScript((s) => {
      window.localStorage.setItem("eldercare.session-token", s.token);
      window.localStorage.setItem("eldercare.session", JSON.stringify({ kind: "user", user: s.details }));
    }, sister);

    // Her invitation's link, opened again: she is told she has joined, not that it expired (issue 42).
    await page.goto(`/family/join#${sister.link}`);
    await expect(page.getByText(FAMILY_MESSAGES.alreadyJoined("Ravi Sen"))).toBeVisible();
    await expect(page.getByText(FAMILY_MESSAGES.inviteInvalid)).toHaveCount(0);

    // Her Messages panel: no email, so SMS, to her UK number.
    await page.goto("/user/profile");
    const messages = page.getByRole("region", { name: M.heading });
    await expect(messages.getByText(M.noEmail(sister.phone.e164))).toBeVisible();
    const visits = messages.getByRole("group", { name: /^Visits:/ });
    await expect(visits.getByRole("checkbox", { name: "SMS" })).toBeChecked();
    await expect(visits.getByRole("checkbox", { name: "Email" })).toHaveCount(0);
    await expectNoSidewaysScroll(page, "the Messages panel");

    // A visit booked by her brother reaches her by SMS, as the panel says.
    const booking = await bookVisit(request, payer, {
      lovedOneId,
      serviceId: await serviceIdOf(request, "GEN-COMPANION"),
    });
    const desk = await adminToken(request, testInfo.project.name);
    const held = await confirmAndFindCompanion(request, desk, booking.booking_id, payer.phone);
    await expect
      .poll(
        async () =>
          (await inbox(request, sister.phone.e164)).some(
            (m) => /visit/i.test(m.text) && !m.text.includes("/family/join"),
          ),
        {
          message: "the visit's SMS to her UK number",
        },
      )
      .toBe(true);

    // Urgent help once the visit has begun: the desk in India first, with its country code.
    await startVisit(request, desk, booking.booking_id, held);
    await page.goto("/planandservicedetails");
    const bookings = page.getByRole("region", { name: /bookings$/ });
    // Times say they are India's, and hers beside them: "9:00 AM India time (3:30 AM in London)".
    await expect(bookings.getByRole("article").first()).toContainText(
      /\d{1,2}:\d{2} [AP]M India time \(\d{1,2}:\d{2} [AP]M( \w{3})? in London\)/,
    );
    const help = bookings.getByRole("button", { name: new RegExp(`^${T.button}`) }).first();
    await help.click();
    const dialog = page.getByRole("dialog", { name: T.heading });
    await expect(dialog.getByText(T.abroadCallFirst)).toBeVisible();
    await expect(dialog.getByRole("link")).toHaveCount(1);
    await expect(
      dialog.getByRole("link", { name: new RegExp(`^${escapeRegExp(T.abroadCallDesk)}: \\+91`) }),
    ).toHaveAttribute("href", /^tel:\+91\d+$/);
    await expect(dialog.getByText(T.abroadIndiaNumbers)).toBeVisible();
    await expectNoSidewaysScroll(page, "Urgent help abroad");
    await expectNoAxeViolations(page);

    // Escape: the dialog goes and focus is back on the button she pressed, not the page.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(help).toBeFocused();
  },
);

test("after Escape, the emergency card gives focus back to the button that opened it; the footer runs to this year", {
  tag: "@phone-only",
}, async ({ page, request }) => {
  const member = await createMember(request, "emfocus", "Anita Bose");
  await addLovedOne(request, member);
  await signInAs(page, member);
  await page.goto("/user/profile");
  // The footer's copyright runs from the spec's 2025 to this year (issue 42).
  await expect(page.getByRole("contentinfo")).toContainText(
    `© 2025–${new Date().getUTCFullYear()} SeniorCare Relief. All rights reserved.`,
  );
  const opener = page.getByRole("button", { name: /^Emergency card: / });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: /^Emergency card: / });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
