import { expect, test } from "./fixtures.ts";
import { addLovedOne, buyPlan, createMember } from "./members.ts";
import { signInAs } from "./session.ts";

/**
 * Emergencies are a call, never a calendar slot (issue 25): the 24x7 helpline (HELPLINE_PHONE, set for
 * these tests in playwright.config.ts) is a tap-to-call link in the header's menu, the footer, beside
 * every emergency service and on My bookings; the booking page never offers emergency help as a visit.
 */

const HELPLINE = "Emergency helpline (24x7): +91 33 4000 1234";
const TEL = "tel:+913340001234";

test("the helpline is one tap away from the header's menu and the footer, on a phone and a desktop", {
  tag: "@both",
}, async ({ page, isMobile }) => {
  await page.goto("/aboutus");
  if (isMobile) await page.getByRole("button", { name: "Open menu" }).tap();
  const inMenu = page.getByRole("banner").getByRole("link", { name: HELPLINE });
  await expect(inMenu).toBeVisible();
  await expect(inMenu).toHaveAttribute("href", TEL);
  await expect.poll(() => inMenu.innerText()).toBe(HELPLINE);
  const footer = page.getByRole("contentinfo").getByRole("link", { name: HELPLINE });
  await expect(footer).toHaveAttribute("href", TEL);
});

test("the Services page describes emergency help as a call, with what to do first in a medical emergency", {
  tag: "@phone-only",
}, async ({ page }) => {
  await page.goto("/services/consulting#emergency");
  const section = page.locator("section#emergency");
  await expect(
    section.getByText(/first call 112 \(national emergency number\) or 108 \(ambulance\)/),
  ).toBeVisible();
  const services = section.getByRole("listitem");
  await expect(services.first()).toBeVisible();
  for (const item of await services.all()) {
    await expect(item.getByText("Emergency help is not booked ahead: call us at any hour.")).toBeVisible();
    await expect(item.getByRole("link", { name: HELPLINE })).toHaveAttribute("href", TEL);
  }
});

test("a member never finds emergency help among the services to book, and finds the number on My bookings", {
  tag: "@phone-only",
}, async ({ page, request }) => {
  const member = await createMember(request, "emg", "Anita Bose");
  await buyPlan(request, member);
  await addLovedOne(request, member);
  await signInAs(page, member);

  await page.goto("/service/booking");
  const service = page.getByRole("combobox", { name: /^Service/ });
  await expect(service.getByRole("option", { name: /Companionship Visit/ })).toHaveCount(1);
  await expect(service.getByRole("option", { name: /Ambulance|Emergency/ })).toHaveCount(0);
  await expect(
    page.getByRole("complementary", { name: "In an emergency" }).getByRole("link", { name: HELPLINE }),
  ).toBeVisible();

  await page.goto("/planandservicedetails");
  await expect(page.getByRole("main").getByRole("link", { name: HELPLINE })).toHaveAttribute("href", TEL);
});
