import {
  EMERGENCY_CARD_TEXT,
  FAMILY_MESSAGES,
  PROFILE_MESSAGES,
  VISIT_REPORT_TEXT,
} from "@eldercare/contracts";
import { adminToken, seedAdminSession } from "./admin.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { confirmedVisit, fileReportByApi, startVisit } from "./companion.ts";
import { type APIRequestContext, expect, type Page, test, waitForAppOnNavigation } from "./fixtures.ts";
import { inboxCount, latestCode, uniqueContact } from "./inbox.ts";
import { expectNoSidewaysScroll } from "./layout.ts";
import { addLovedOne, bookVisit, buyPlan, createMember, SITA_DEVI, serviceIdOf } from "./members.ts";
import { signInAs } from "./session.ts";

/*
 * The family circle (issue 29, decision 0063): the payer invites a sister as viewer and a brother as
 * manager; each joins from the link sent to their phone; the viewer reads the visit report but sees no
 * payments and cannot book; the manager books; the payer removes the viewer, whose open session is refused
 * at once.
 */

/** The invitation's link in the newest SMS to this phone, from the development inbox. */
async function invitationPath(request: APIRequestContext, phone: string): Promise<string> {
  let path = "";
  await expect
    .poll(
      async () => {
        const res = await request.get(`/dev/inbox.json?to=${encodeURIComponent(`+91${phone}`)}`);
        const messages = ((await res.json()) as { messages: Array<{ text: string }> }).messages;
        const match = messages
          .map((m) => m.text.match(/\/family\/join#[A-Za-z0-9_-]+/)?.[0])
          .filter(Boolean)
          .at(-1);
        path = match ?? "";
        return path;
      },
      { message: `an invitation sent to ${phone}` },
    )
    .toMatch(/^\/family\/join#/);
  return path;
}

/** The payer fills the invitation form on their profile. */
async function invite(page: Page, who: { name: string; phone: string; role: "Manager" | "Viewer" }) {
  await page.getByRole("button", { name: "Invite a family member" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite a family member" });
  await dialog.getByRole("textbox", { name: /Their name/ }).fill(who.name);
  await dialog.getByRole("textbox", { name: /Their mobile number/ }).fill(who.phone);
  await dialog.getByRole("radio", { name: new RegExp(`^${who.role}`) }).check({ force: true });
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(FAMILY_MESSAGES.invited(who.name))).toBeVisible();
}

/** The invitee opens the link in their own browser, asks for the code and joins. */
async function join(page: Page, request: APIRequestContext, path: string, phone: string, payer: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: new RegExp(`^${payer} invites you`) })).toBeVisible();
  // In sentences, naming whose care it is (issue 41).
  await expect(
    page.getByText(
      new RegExp(`^${payer} asks you to join their family circle as a \\w+, to follow the care of Sita\\.$`),
    ),
  ).toBeVisible();
  await expect(page.getByText(/^You cannot /)).toBeVisible();
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect(page.getByRole("textbox", { name: "Digit 1 of 6" })).toBeVisible();
  await page.getByRole("textbox", { name: "Digit 1 of 6" }).click();
  await page.keyboard.type(await latestCode(request, phone));
  await expect(page).toHaveURL(/\/planandservicedetails$/);
  // What she joined, as whom, and what that lets her do (issue 42).
  await expect(
    page.getByText(
      new RegExp(`^You joined ${payer}'s family circle as a (viewer|manager)\\. ${payer}'s family: you can `),
    ),
  ).toBeVisible();
}

test(
  "a payer invites a sister as viewer and a brother as manager; the viewer reads the report, the manager books, and the removed viewer is refused at once",
  { tag: "@phone-only" },
  async ({ page, browser, request, baseURL }, testInfo) => {
    test.slow(); // a family with a reported visit, three people in three browsers
    const token = await adminToken(request, testInfo.project.name);
    const { member, booking, held } = await confirmedVisit(request, token, {
      prefix: `fam${testInfo.project.name[0]}`,
      memberName: "Anita Sen",
    });
    const companion = await startVisit(request, token, booking.booking_id, held);
    await fileReportByApi(request, companion.phone, booking.booking_id, "She told us about her garden.");
    // Her emergency card, with an allergy kept on the payer's consent.
    const headers = { authorization: `Bearer ${member.token}` };
    const listed = await request.post("/api/users/getlovedones/", {
      headers,
      data: { user_id: member.userId },
    });
    const lovedOneId = ((await listed.json()) as { Data: { loved_ones: { loved_one_id: number }[] } }).Data
      .loved_ones[0]?.loved_one_id;
    const card = await request.post("/api/users/saveemergencycard/", {
      headers,
      data: {
        loved_one_id: lovedOneId,
        contacts: [{ name: "Ramesh Das", phone: "9830098300", relation: "Son" }],
        allergies: "Penicillin",
        health_consent: true,
      },
    });
    expect(card.status(), await card.text()).toBe(200);

    // The payer invites both from their profile.
    await signInAs(page, member);
    await page.goto("/user/profile");
    const circle = page.getByRole("region", { name: "Your family circle" });
    await expect(circle.getByText("No family members invited yet.")).toBeVisible();
    const sister = { name: "Meera Sen", phone: uniqueContact("sis").phone, role: "Viewer" as const };
    const brother = { name: "Ravi Sen", phone: uniqueContact("bro").phone, role: "Manager" as const };
    await invite(page, sister);
    await invite(page, brother);
    await expect(circle.getByRole("article")).toHaveCount(2);
    await expect(circle.getByRole("article", { name: "Meera Sen" })).toContainText("not joined yet");
    await expectNoAxeViolations(page);

    // Each opens their link in a browser of their own, the same size as the payer's.
    const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
    const open = async () => {
      const context = await browser.newContext({
        baseURL,
        viewport,
        hasTouch: testInfo.project.name === "phone",
      });
      return { context, page: waitForAppOnNavigation(await context.newPage()) };
    };
    const sis = await open();
    const bro = await open();
    try {
      await join(sis.page, request, await invitationPath(request, sister.phone), sister.phone, "Anita Sen");
      // The viewer sees the visit and reads its report, but cannot rate it, book, or see payments.
      const visit = sis.page.getByRole("article").filter({ hasText: "Sita Devi" }).first();
      await visit.getByRole("link", { name: /Read the visit report/ }).click();
      await expect(sis.page.getByText("She told us about her garden.")).toBeVisible();
      await expect(sis.page.getByRole("heading", { name: VISIT_REPORT_TEXT.rateTitle })).toHaveCount(0);
      await expectNoSidewaysScroll(sis.page, "the visit report");
      await sis.page.goto("/planandservicedetails");
      // Whose family, and what she can do, on every family page (issue 41).
      await expect(
        sis.page.getByText("Anita Sen's family: you can see plans, bookings and visit reports"),
      ).toBeVisible();
      // Headings worded for her: her brother's family's plan and bookings, none of it "yours" (issue 41).
      await expect(sis.page.getByRole("heading", { level: 2, name: "Anita Sen's plan" })).toBeVisible();
      await expect(sis.page.getByRole("heading", { level: 2, name: "Anita Sen's bookings" })).toBeVisible();
      await expect(sis.page.getByText(/Your plan|My bookings|you have booked/)).toHaveCount(0);
      await expect(sis.page.getByRole("link", { name: "Book a visit" })).toHaveCount(0);
      await expect(sis.page.getByRole("button", { name: /^Cancel / })).toHaveCount(0);
      await sis.page.goto("/service/booking");
      await expect(sis.page.getByText(FAMILY_MESSAGES.bookingIsManagers)).toBeVisible();
      await expect(sis.page.getByRole("button", { name: "Book visit" })).toHaveCount(0);
      await sis.page.goto("/user/profile?tab=plan");
      await expect(sis.page.getByText(FAMILY_MESSAGES.paymentsArePayers)).toBeVisible();
      await expect(sis.page.getByRole("heading", { name: /Payment/ })).toHaveCount(0);
      await sis.page.goto("/user/profile");
      await expect(sis.page.getByText(FAMILY_MESSAGES.acting("Anita Sen"))).toBeVisible();
      // Never the payer's ID document, and nothing of theirs to edit.
      await expect(sis.page.getByText(PROFILE_MESSAGES.idDocumentFixed)).toHaveCount(0);
      await expect(sis.page.getByRole("button", { name: /Edit/ })).toHaveCount(0);
      await expectNoAxeViolations(sis.page);
      // The loved ones' page, even opened with ?add: the loved ones to read, no Add, Edit or Remove, and
      // why, before any form or dialog (issue 41).
      await sis.page.goto("/user/form?add");
      await expect(sis.page.getByText("Sita Devi").first()).toBeVisible();
      await expect(sis.page.getByText(FAMILY_MESSAGES.lovedOnesArePayers)).toBeVisible();
      await expect(sis.page.getByRole("button", { name: /Add a loved one|Edit|Remove/ })).toHaveCount(0);
      await expect(sis.page.getByRole("textbox")).toHaveCount(0);
      // The emergency card without the allergy: the consent keeps it to the payer and the companion.
      await sis.page.goto(`/user/emergencycard/${lovedOneId}`);
      await expect(sis.page.getByText("Ramesh Das (Son), +91 98300 98300")).toBeVisible();
      await expect(sis.page.getByText(EMERGENCY_CARD_TEXT.healthWithheld)).toBeVisible();
      await expect(sis.page.getByText("Penicillin")).toHaveCount(0);

      // The manager books a visit for their mother.
      await join(bro.page, request, await invitationPath(request, brother.phone), brother.phone, "Anita Sen");
      await bro.page.goto("/service/booking");
      await expect(bro.page.getByRole("radio", { name: /^Sita Devi/ })).toBeChecked();
      await bro.page.getByRole("combobox", { name: "Assistance type" }).selectOption({ label: "General" });
      const service = bro.page.getByRole("combobox", { name: /^Service/ });
      const companionVisit = await service
        .locator("option", { hasText: "Companionship Visit (" })
        .getAttribute("value");
      await service.selectOption(companionVisit ?? "");
      await expect(bro.page.getByRole("combobox", { name: /^Start time/ })).not.toHaveValue("");
      await bro.page.getByRole("button", { name: "Book visit" }).click();
      await expect(bro.page.getByRole("dialog", { name: "Visit booked" })).toBeVisible();
      await bro.page.keyboard.press("Escape");

      // Another day he logs in with his own phone and chooses to act for his mother's household.
      await bro.page.getByRole("button", { name: /^Account menu for Ravi Sen/ }).click();
      await bro.page.getByRole("menuitem", { name: "Logout" }).click();
      await bro.page.goto("/user/profile");
      const login = bro.page.getByRole("dialog", { name: "User Login" });
      await login.getByLabel("Phone number").fill(brother.phone);
      const before = await inboxCount(request, brother.phone);
      await login.getByRole("button", { name: "SEND OTP" }).click();
      await expect(login.getByRole("textbox", { name: "Digit 1 of 6" })).toBeFocused();
      await expect.poll(() => inboxCount(request, brother.phone)).toBeGreaterThan(before);
      await bro.page.keyboard.type(await latestCode(request, brother.phone));
      await expect(login).toBeHidden();
      // His own account has no plan: the visits page offers his mother's household instead.
      await bro.page.goto("/planandservicedetails");
      await bro.page.getByRole("button", { name: FAMILY_MESSAGES.actFor("Anita Sen") }).click();
      await expect(bro.page.getByRole("button", { name: FAMILY_MESSAGES.actFor("Anita Sen") })).toHaveCount(
        0,
      );
      // Acting for the family: its plan, named as his mother's (issue 41), and the visit he booked.
      await expect(bro.page.getByRole("region", { name: "Anita Sen's plan" })).toContainText("Bronze plan");
      await expect(bro.page.getByRole("region", { name: "Your plan" })).toHaveCount(0);
      await expect(
        bro.page.getByRole("article").filter({ hasText: "Waiting for confirmation" }).first(),
      ).toBeVisible();

      // The payer sees both joined, removes the viewer, and her open page is refused on its next call.
      await page.reload();
      await expect(circle.getByRole("article", { name: "Meera Sen" })).toContainText("Joined on");
      await circle.getByRole("button", { name: "Remove Meera Sen" }).click();
      const confirm = page.getByRole("dialog", { name: "Remove Meera Sen?" });
      await confirm.getByRole("button", { name: "Remove" }).click();
      await expect(page.getByText(FAMILY_MESSAGES.removed("Meera Sen"))).toBeVisible();
      await expect(circle.getByRole("article")).toHaveCount(1);

      await sis.page.reload();
      await expect(
        sis.page
          .locator("[data-sonner-toast]")
          .filter({ hasText: "Authentication failed. Please login again." }),
      ).toBeVisible();
      await expect(sis.page.getByRole("dialog", { name: "User Login" })).toBeVisible();
      // The manager, still in the circle, still sees the family's visits, their booking among them.
      await bro.page.goto("/planandservicedetails");
      await expect(bro.page.getByRole("heading", { level: 2, name: "Anita Sen's bookings" })).toBeVisible();
      await expect(
        bro.page.getByRole("article").filter({ hasText: "Waiting for confirmation" }).first(),
      ).toBeVisible();
    } finally {
      await sis.context.close();
      await bro.context.close();
    }
  },
);

// The console is the desk's, on a desktop.
test(
  "the console's member page lists a member's circle, what the manager did, and the family a circle member belongs to",
  { tag: "@desktop-only" },
  async ({ page, request }, testInfo) => {
    const payer = await createMember(request, "famc", "Anita Sen");
    await buyPlan(request, payer);
    const lovedOneId = await addLovedOne(request, payer, SITA_DEVI);
    const brother = uniqueContact("famcb");
    const headers = { authorization: `Bearer ${payer.token}` };
    const invited = await request.post("/api/users/invitefamily/", {
      headers,
      data: { name: "Ravi Sen", phone: brother.phone, role: "manager" },
    });
    expect(invited.status(), await invited.text()).toBe(200);
    const token = (await invitationPath(request, brother.phone)).replace("/family/join#", "");
    expect((await request.post("/api/users/sendinvitecode/", { data: { token } })).status()).toBe(200);
    const joined = await request.post("/api/users/acceptinvite/", {
      data: { token, otp: await latestCode(request, brother.phone) },
    });
    expect(joined.status(), await joined.text()).toBe(200);
    const manager = { token: ((await joined.json()) as { Token: string }).Token, userId: payer.userId };
    const booking = await bookVisit(request, manager, {
      lovedOneId,
      serviceId: await serviceIdOf(request, "GEN-COMPANION"),
    });

    await seedAdminSession(page, await adminToken(request, testInfo.project.name));
    await page.goto(`/admin/members/${payer.userId}`);
    const family = page.getByRole("region", { name: "Family circle" });
    // His card (the heading), and the activity's "By" line, both lead to his page.
    const card = family
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Ravi Sen" }) });
    await expect(card).toContainText("Manager");
    await expect(card).toContainText("Joined");
    const did = family.getByRole("listitem").filter({ hasText: "Booked a visit" });
    await expect(did).toContainText(`Booking #${booking.booking_id}`);
    await expectNoAxeViolations(page);

    // The brother's own page: the family he belongs to, leading back to the payer.
    await card.getByRole("link", { name: "Ravi Sen" }).click();
    const his = page.getByRole("region", { name: "Family circle" });
    await expect(his).toContainText("Manager in Anita Sen's family");
    await his.getByRole("link", { name: "Anita Sen" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/members/${payer.userId}$`));
  },
);
