import type { CircleRole } from "@eldercare/contracts";
import { authed, type Member } from "./billing.ts";
import type { TestApp } from "./harness.ts";
import { newPerson } from "./identity.ts";

/** A call to a family-circle route (no user_id in the body: the session names the family). */
export function familyCall(t: TestApp, m: Member | null, path: string, payload: object = {}) {
  return t.call({
    method: "POST",
    url: `/api/users/${path}/`,
    ...(m ? { headers: authed(m) } : {}),
    payload,
  });
}

/** The invitation's link token in the newest SMS to this phone (E.164). */
export async function inviteLinkTo(t: TestApp, phone: string): Promise<string> {
  // The invitation kicked the outbox: let that run finish, then send anything still due.
  await t.app.notifier.settled();
  await t.app.notifier.deliverDue();
  const sms = t.outbox.sent.filter(
    (m) => m.to === phone && m.channel === "sms" && m.text.includes("/family/join#"),
  );
  const token = sms.at(-1)?.text.match(/\/family\/join#([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation was sent to ${phone}`);
  return token;
}

/** The payer invites a new person (expecting success): the membership, the link's token, the person. */
export async function inviteToCircle(t: TestApp, payer: Member, role: CircleRole, person = newPerson()) {
  const res = await familyCall(t, payer, "invitefamily", { name: "Meera Sen", phone: person.phone, role });
  if (res.status !== 200) throw new Error(`invitefamily failed: ${JSON.stringify(res.body.Errors)}`);
  const link = await inviteLinkTo(t, `+91${person.phone}`);
  return { membershipId: res.body.Data.member.membership_id as number, link, person };
}

/** The invitee asks for the code and accepts: a session acting for the family (its user_id is the payer's). */
export async function joinCircle(t: TestApp, link: string, phone: string): Promise<Member> {
  const sent = await familyCall(t, null, "sendinvitecode", { token: link });
  if (sent.status !== 200) throw new Error(`sendinvitecode failed: ${JSON.stringify(sent.body.Errors)}`);
  const res = await familyCall(t, null, "acceptinvite", {
    token: link,
    otp: t.outbox.latestCode(`+91${phone}`),
  });
  if (res.status !== 200) throw new Error(`acceptinvite failed: ${JSON.stringify(res.body.Errors)}`);
  return { userId: res.body.Data.user_id as number, token: res.body.Token as string };
}

/** A payer's new circle member of this role, logged in through the invitation. */
export async function circleMember(t: TestApp, payer: Member, role: CircleRole) {
  const invited = await inviteToCircle(t, payer, role);
  return { ...invited, session: await joinCircle(t, invited.link, invited.person.phone) };
}
