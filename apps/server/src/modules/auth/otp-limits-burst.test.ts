import { OTP_MAX_SENDS_PER_HOUR } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import { TEST_OTP_SETUPS, useTestApp } from "../../test/harness.ts";
import { newPerson, registerMember } from "../../test/identity.ts";

/*
 * Issue 16, items 4 and 5: every send limit holds when 100 requests arrive at once (on the PostgreSQL
 * server they really run in parallel), and asking about numbers that have no account spends the
 * address's budget like a real send.
 */

const BURST = 100;
const PER_ADDRESS = 30;
const gen = "/api/shared/generateotp/";
type Reply = { status: number; body: { Errors: { Business_Errors: { Code: string; Message: string }[] } } };
const codes = (replies: Reply[], code: string) =>
  replies.filter((r) => r.body.Errors.Business_Errors[0]?.Code === code).length;

describe.each(TEST_OTP_SETUPS)("send limits under simultaneous requests ($name)", ({ db, store }) => {
  const t = useTestApp(
    db,
    { OTP_SENDS_PER_HOUR_PER_IP: PER_ADDRESS, OTP_RESEND_SECONDS: 0 },
    { otpStore: store },
  );
  const send = (payload: object, ip: string) =>
    t.call({ method: "POST", url: gen, payload, remoteAddress: ip }) as Promise<Reply>;

  it(`sends at most ${PER_ADDRESS} codes for ${BURST} simultaneous requests from one address`, async () => {
    const before = t.outbox.sent.length;
    const replies = await Promise.all(
      Array.from({ length: BURST }, () =>
        send({ email_phn_flag: "P", phone: newPerson().phone, user_type: 1 }, "192.0.2.10"),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(PER_ADDRESS);
    expect(codes(replies, "BE009")).toBe(BURST - PER_ADDRESS);
    expect(t.outbox.sent.length - before).toBe(PER_ADDRESS);
  });

  it(`sends at most ${OTP_MAX_SENDS_PER_HOUR} codes to one phone for ${BURST} simultaneous requests from many addresses`, async () => {
    const { phone } = newPerson();
    const replies = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        send({ email_phn_flag: "P", phone, user_type: 1 }, `198.51.100.${i + 1}`),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(OTP_MAX_SENDS_PER_HOUR);
    expect(t.outbox.sent.filter((m) => m.to === `+91${phone}`)).toHaveLength(OTP_MAX_SENDS_PER_HOUR);
  });

  it("counts login lookups of unregistered phones against the address's budget, at once or one by one", async () => {
    const burst = await Promise.all(
      Array.from({ length: BURST }, () =>
        send({ email_phn_flag: "P", phone: newPerson().phone, login_flag: true, user_type: 1 }, "192.0.2.20"),
      ),
    );
    // The spec's BE005 answer for the first 30, then the network limit: no more account checks.
    expect(codes(burst, "BE005")).toBe(PER_ADDRESS);
    expect(codes(burst, "BE009")).toBe(BURST - PER_ADDRESS);

    const ip = "192.0.2.21";
    for (let i = 0; i < PER_ADDRESS; i++) {
      const res = await send(
        { email_phn_flag: "E", email: `nobody${i}@example.com`, login_flag: true, user_type: 1 },
        ip,
      );
      expect(res.body.Errors.Business_Errors[0]?.Code).toBe("BE005");
    }
    // A real member asking from the same address is now refused too: the budget is spent.
    const { person } = await registerMember(t);
    const member = await send(
      { email_phn_flag: "P", phone: person.phone, login_flag: true, user_type: 1 },
      ip,
    );
    expect(member.status).toBe(429);
    expect(member.body.Errors.Business_Errors[0]?.Message).toBe(
      "Too many OTP requests from this network. Please try again later.",
    );
  });
});
