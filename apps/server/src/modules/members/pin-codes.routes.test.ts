import { pincodeNotInState } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import { memberCall } from "../../test/billing.ts";
import { errorsOf, NOW, YEAR } from "../../test/booking-changes.ts";
import {
  book,
  bookingBody,
  bookingRows,
  fixedClock,
  serviceId,
  subscribedFamily,
} from "../../test/bookings.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { registerMember } from "../../test/identity.ts";
import { lovedOneRows, placeOf, userRow } from "../../test/members.ts";

/*
 * A PIN code must belong to the state chosen (issue 25: a Delhi PIN, 110001, reached the console for a
 * Chennai address): a loved one's address, the member's postal address, and a visit's address (in the
 * loved one's state) are refused with the state named, and nothing is written.
 */
describe.each(TEST_DATABASES)("a PIN code belongs to its state (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  const NOT_IN_TAMIL_NADU = pincodeNotInState("Tamil Nadu");

  const lovedOneIn = async (city: string, pincode: string) => {
    const p = await placeOf(t, city);
    return {
      full_name: "Meenakshi Iyer",
      relationship: "Mother",
      date_of_birth: "1950-06-01",
      gender: "Female",
      address_line: "8 Luz Church Road, Mylapore",
      state_id: p.state_id,
      city_id: p.city_id,
      pincode,
      contact_name: "Ravi Iyer",
      contact_phone: "9840098400",
      languages: ["Tamil"],
      mobility: "walks_unaided",
      notes: "",
    };
  };

  it("refuses a loved one in Chennai with a Delhi PIN code, and saves one with a Chennai PIN code", async () => {
    const m = await registerMember(t);
    const before = await lovedOneRows(t, m.userId);
    const refused = await memberCall(t, m, "savelovedone", await lovedOneIn("Chennai", "110001"));
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(errorsOf(refused).map((e) => e.Message)).toEqual([NOT_IN_TAMIL_NADU]);
    expect(await lovedOneRows(t, m.userId)).toEqual(before);

    const saved = await memberCall(t, m, "savelovedone", await lovedOneIn("Chennai", "600004"));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it("refuses the member's postal address in Chennai with a Delhi PIN code, changing nothing", async () => {
    const m = await registerMember(t);
    const chennai = await placeOf(t, "Chennai");
    const before = await userRow(t, m.userId);
    const res = await memberCall(t, m, "modifyprofiledata", {
      address_line: "8 Luz Church Road, Mylapore",
      country_id: chennai.country_id,
      state_id: chennai.state_id,
      city_id: chennai.city_id,
      pincode: "110001",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(errorsOf(res).map((e) => e.Message)).toEqual([NOT_IN_TAMIL_NADU]);
    expect(await userRow(t, m.userId)).toBe(before);
  });

  it("refuses a visit whose PIN code is not in the loved one's state, booking nothing", async () => {
    const f = await subscribedFamily(t, YEAR);
    const companion = await serviceId(t, "GEN-COMPANION");
    // The loved one lives in Kolkata (West Bengal); a Mumbai PIN code is not theirs.
    const res = await book(
      t,
      f.member,
      bookingBody(f.lovedOnes[0] as number, companion, { pincode: "400001" }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(errorsOf(res).map((e) => e.Message)).toEqual([pincodeNotInState("West Bengal")]);
    expect(await bookingRows(t, f.member.userId)).toEqual([]);
  });
});
