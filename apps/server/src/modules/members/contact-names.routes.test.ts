import { CONTACT_NAME_CHARACTERS_MESSAGE } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import { authed } from "../../test/billing.ts";
import { addLovedOne } from "../../test/bookings.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { registerMember } from "../../test/identity.ts";
import { placeOf } from "../../test/members.ts";

/*
 * Names of people to call (issue 42): "Rina Das (housekeeper)" is kept as typed for the loved one's
 * contact on site and for an emergency contact; a character no name needs is refused with its reason.
 */

describe.each(TEST_DATABASES)("contact names (%s)", (kind) => {
  const t = useTestApp(kind);

  it("keeps a contact's name as typed, and refuses one with a character no name needs", async () => {
    const registered = await registerMember(t);
    const member = { userId: registered.userId, token: registered.token };
    const lovedOneId = await addLovedOne(t, member);
    const card = (name: string) =>
      t.call({
        method: "POST",
        url: "/api/users/saveemergencycard/",
        headers: authed(member),
        payload: { loved_one_id: lovedOneId, contacts: [{ name, phone: "9830098300", relation: "" }] },
      });
    const saved = await card("  Rina Das (housekeeper) ");
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.Data.card.contacts[0].name).toBe("Rina Das (housekeeper)");
    const read = await t.call({
      method: "POST",
      url: "/api/users/getemergencycard/",
      headers: authed(member),
      payload: { loved_one_id: lovedOneId },
    });
    expect(read.body.Data.card.contacts[0].name).toBe("Rina Das (housekeeper)");

    const refused = await card("Rina <b>Das</b>");
    expect(refused.status).toBe(400);
    expect(refused.body.Errors.Business_Errors.map((e: { Message: string }) => e.Message)).toContain(
      CONTACT_NAME_CHARACTERS_MESSAGE,
    );

    // The loved one's contact on site, saved and read back as typed.
    const kolkata = await placeOf(t, "Kolkata");
    const contact = await t.call({
      method: "POST",
      url: "/api/users/savelovedone/",
      headers: authed(member),
      payload: {
        user_id: member.userId,
        full_name: "Haripada Das",
        relationship: "Father",
        date_of_birth: "1946-01-20",
        gender: "Male",
        address_line: "4 Hindusthan Park",
        state_id: kolkata.state_id,
        city_id: kolkata.city_id,
        pincode: "700029",
        contact_name: "Rina Das (housekeeper)",
        contact_phone: "9830098300",
        languages: ["Bengali"],
        mobility: "walks_unaided",
        notes: "",
      },
    });
    expect(contact.status, JSON.stringify(contact.body)).toBe(200);
    expect(contact.body.Data.loved_one.contact_name).toBe("Rina Das (housekeeper)");
    const listed = await t.call({
      method: "POST",
      url: "/api/users/getlovedones/",
      headers: authed(member),
      payload: { user_id: member.userId },
    });
    const names = listed.body.Data.loved_ones.map((l: { contact_name: string }) => l.contact_name);
    expect(names).toContain("Rina Das (housekeeper)");
  });
});
