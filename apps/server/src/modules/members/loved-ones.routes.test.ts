import {
  ageOn,
  ISO_DATE_MESSAGE,
  indiaToday,
  LOVED_ONE_MESSAGES as L,
  LOVED_ONE_NOTES_MAX,
  VALIDATION_MESSAGES as M,
} from "@eldercare/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { type Member, memberCall } from "../../test/billing.ts";
import { createTestClock } from "../../test/clock.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { registerMember } from "../../test/identity.ts";
import { lovedOneRows, placeOf } from "../../test/members.ts";

type Place = Awaited<ReturnType<typeof placeOf>>;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A date of birth `years` years before today in India (28 Feb for a 29 Feb today). */
function yearsAgo(years: number, today = indiaToday()): string {
  const [y, m, d] = today.split("-");
  return `${Number(y) - years}-${m}-${m === "02" && d === "29" ? "28" : d}`;
}

describe.each(TEST_DATABASES)(
  "loved ones: users/getlovedones/, savelovedone/, removelovedone/ (%s)",
  (kind) => {
    const clock = createTestClock();
    const t = useTestApp(kind, {}, { now: clock.now });
    let kolkata: Place;
    let mumbai: Place;
    let london: Place;
    const body = () => ({
      full_name: "Kamala Devi",
      relationship: "Mother",
      date_of_birth: "1948-03-15",
      gender: "Female",
      address_line: "4 Hindusthan Park",
      state_id: kolkata.state_id,
      city_id: kolkata.city_id,
      pincode: "700029",
      contact_name: "Ramesh Das",
      contact_phone: "9830098300",
      languages: ["Bengali", "Hindi"],
      mobility: "walks_with_support",
      notes: "Tea at 5. Likes Rabindrasangeet.\nNaps after lunch.",
    });
    const save = (m: Member, payload: object) => memberCall(t, m, "savelovedone", payload);
    const list = async (m: Member) => (await memberCall(t, m, "getlovedones", {})).body.Data.loved_ones;

    beforeAll(async () => {
      kolkata = await placeOf(t, "Kolkata");
      mumbai = await placeOf(t, "Mumbai");
      london = await placeOf(t, "London");
    });

    // Issue 42: the on-site contact may be a relative with a number from abroad.
    it("keeps an on-site contact's number with its country's code, in E.164, and edits it back", async () => {
      const m = await registerMember(t);
      const added = await save(m, { ...body(), contact_country_code: "+44", contact_phone: "07911234568" });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      expect(added.body.Data.loved_one.contact_phone).toBe("+447911234568");
      const id = added.body.Data.loved_one.loved_one_id;
      const edited = await save(m, { ...body(), loved_one_id: id });
      expect(edited.body.Data.loved_one.contact_phone).toBe("+919830098300");
    });

    it("adds, lists, edits and removes a loved one, with age and place names", async () => {
      const m = await registerMember(t);
      const added = await save(m, body());
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const expected = {
        ...body(),
        contact_phone: "+919830098300",
        loved_one_id: expect.any(Number),
        age: ageOn("1948-03-15", indiaToday(clock.now())),
        state_name: "West Bengal",
        city_name: "Kolkata",
      };
      expect(added.body.Data).toEqual({ loved_one: expected, Message: L.saved });
      const id = added.body.Data.loved_one.loved_one_id;
      expect(await list(m)).toEqual([expected]);

      const edited = await save(m, { ...body(), loved_one_id: id, mobility: "wheelchair", notes: "" });
      expect(edited.status).toBe(200);
      expect(edited.body.Data.loved_one).toMatchObject({
        loved_one_id: id,
        mobility: "wheelchair",
        notes: "",
      });
      expect(await list(m)).toHaveLength(1);

      const removed = await memberCall(t, m, "removelovedone", { loved_one_id: id });
      expect(removed.body.Data).toEqual({ Message: L.removed });
      expect(await list(m)).toEqual([]);
    });

    it("refuses a third loved one (409) and stores nothing", async () => {
      const m = await registerMember(t);
      expect((await save(m, body())).status).toBe(200);
      expect(
        (await save(m, { ...body(), full_name: "Gopal Das", relationship: "Father", gender: "Male" })).status,
      ).toBe(200);
      const third = await save(m, { ...body(), full_name: "Sushila Devi", relationship: "Grandmother" });
      expect(third.status).toBe(409);
      expect(third.body.Errors.Business_Errors[0]).toEqual({ Code: "BE010", Message: L.limitReached });
      expect(await lovedOneRows(t, m.userId)).toHaveLength(2);
    });

    it("stores exactly two of ten simultaneous adds for one member", async () => {
      const m = await registerMember(t);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          save(m, { ...body(), full_name: `Kamala Devi ${"abcdefghij"[i]}` }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(8);
      expect(await lovedOneRows(t, m.userId)).toHaveLength(2);
    });

    it("never shows, edits or removes another member's loved one (404), and refuses their user_id (403)", async () => {
      const a = await registerMember(t);
      const b = await registerMember(t);
      const id = (await save(a, body())).body.Data.loved_one.loved_one_id;
      const before = await lovedOneRows(t, a.userId);

      expect(await list(b)).toEqual([]);
      const edit = await save(b, { ...body(), loved_one_id: id, full_name: "Taken Over" });
      expect(edit.status).toBe(404);
      expect(edit.body.Errors.Business_Errors[0]).toEqual({ Code: "BE004", Message: L.notFound });
      expect(JSON.stringify(edit.body)).not.toContain("Kamala");
      const remove = await memberCall(t, b, "removelovedone", { loved_one_id: id });
      expect(remove.status).toBe(404);
      expect(remove.body.Errors.Business_Errors[0]?.Message).toBe(L.notFound);
      for (const path of ["getlovedones", "savelovedone", "removelovedone"]) {
        const res = await t.call({
          method: "POST",
          url: `/api/users/${path}/`,
          headers: { authorization: `Bearer ${b.token}` },
          payload: { ...body(), user_id: a.userId, loved_one_id: id },
        });
        expect(res.status, path).toBe(403);
      }
      const missing = await memberCall(t, a, "removelovedone", { loved_one_id: 2_000_000_000 });
      expect(missing.status).toBe(404);
      const missingEdit = await save(a, { ...body(), loved_one_id: 2_000_000_000 });
      expect(missingEdit.status).toBe(404);
      expect(await lovedOneRows(t, a.userId)).toEqual(before);
      expect(await lovedOneRows(t, b.userId)).toEqual([]);
    });

    it.each([
      [{ full_name: "" }, M.nameRequired],
      [{ full_name: "K" }, M.nameMin],
      [{ full_name: "K".repeat(51) }, M.nameMax],
      [{ full_name: "Kamala 2" }, M.nameLettersOnly],
      [{ full_name: "Kamala  Devi" }, M.nameConsecutiveSpaces],
      [{ full_name: "Kamala " }, M.nameEdgeSpaces],
      [{ full_name: "  " }, M.nameOnlySpaces],
      [{ relationship: "Neighbour" }, L.relationshipRequired],
      [{ relationship: undefined }, L.relationshipRequired],
      [{ date_of_birth: "" }, L.dateOfBirthRequired],
      [{ date_of_birth: "1950-02-30" }, ISO_DATE_MESSAGE],
      [{ date_of_birth: "15/03/1948" }, ISO_DATE_MESSAGE],
      [{ date_of_birth: yearsAgo(39) }, L.ageRange],
      [{ date_of_birth: yearsAgo(121) }, L.ageRange],
      [{ gender: "" }, L.genderRequired],
      [{ address_line: " " }, L.addressRequired],
      [{ address_line: "x".repeat(201) }, L.addressMax],
      [{ address_line: "Flat\u00071" }, "Address contains characters that are not allowed"],
      [{ state_id: 0 }, L.stateRequired],
      [{ city_id: undefined }, L.cityRequired],
      [{ pincode: "070029" }, L.pincodeInvalid],
      [{ pincode: "70029" }, L.pincodeInvalid],
      [{ contact_name: "" }, L.contactNameRequired],
      [{ contact_name: "R" }, M.nameMin],
      [{ contact_phone: "" }, M.phoneRequired],
      [{ contact_phone: "+919830098300" }, M.phoneInvalid],
      [{ contact_phone: "98300983001" }, M.phoneInvalid],
      [{ contact_phone: "0791123456" }, M.phoneStartsWithZero],
      [{ contact_country_code: "+44", contact_phone: "2079460000" }, "Please enter a valid UK mobile number"],
      [{ contact_country_code: "+7" }, "country_code must be one of"],
      [{ languages: [] }, L.languagesRequired],
      [{ languages: ["Hindi", "Hindi"] }, L.languagesRequired],
      [{ languages: ["Hindi", "Bengali", "English", "Tamil", "Urdu"] }, L.languagesMax],
      [{ languages: ["Klingon"] }, "languages.0: Invalid option"],
      [{ mobility: "runs" }, L.mobilityRequired],
      [{ notes: "x".repeat(LOVED_ONE_NOTES_MAX + 1) }, L.notesMax],
      [{ notes: "Bell\u0007" }, "Notes contains characters that are not allowed"],
      [{ diagnosis: "diabetes" }, 'Unknown field: "diagnosis"'],
      [{ loved_one_id: 0 }, "loved_one_id"],
    ])("refuses %j with 400, storing nothing", async (change, message) => {
      const m = await registerMember(t);
      const res = await save(m, { ...body(), ...change });
      expect(res.status).toBe(400);
      const messages = res.body.Errors.Business_Errors.map((e: { Message: string }) => e.Message).join("\n");
      expect(messages).toContain(message);
      expect(await lovedOneRows(t, m.userId)).toEqual([]);
    });

    it("keeps care in India with the city in its state (422)", async () => {
      const m = await registerMember(t);
      for (const place of [
        { state_id: kolkata.state_id, city_id: mumbai.city_id },
        { state_id: london.state_id, city_id: london.city_id },
        { state_id: 2_000_000_000, city_id: kolkata.city_id },
      ]) {
        const res = await save(m, { ...body(), ...place });
        expect(res.status).toBe(422);
        expect(res.body.Errors.Business_Errors[0]).toEqual({ Code: "BE011", Message: L.placeMismatch });
      }
      expect(await lovedOneRows(t, m.userId)).toEqual([]);
    });

    it("counts ages on the app's clock", async () => {
      const m = await registerMember(t);
      const dob = yearsAgo(120, indiaToday(clock.now()));
      const saved = await save(m, { ...body(), date_of_birth: dob });
      expect(saved.status).toBe(200);
      expect(saved.body.Data.loved_one.age).toBe(120);
      clock.advance(400 * DAY_MS);
      try {
        expect((await list(m))[0].age).toBe(121);
        // Valid on today's calendar, but past 120 on the app's clock.
        const late = await save(m, { ...body(), date_of_birth: yearsAgo(120) });
        expect(late.status).toBe(400);
        expect(late.body.Errors.Business_Errors[0]).toEqual({ Code: "BE001", Message: L.ageRange });
      } finally {
        clock.advance(-400 * DAY_MS);
      }
    });
  },
);
