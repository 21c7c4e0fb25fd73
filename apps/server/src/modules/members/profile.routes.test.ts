import { describe, expect, it } from "vitest";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { registerMember } from "../../test/identity.ts";

describe.each(TEST_DATABASES)("POST users/getprofiledata/ (%s)", (kind) => {
  const t = useTestApp(kind);
  const url = "/api/users/getprofiledata/";

  it("returns the member's own profile with only the masked ID number", async () => {
    const { person, userId, token } = await registerMember(t);
    const res = await t.call({
      method: "POST",
      url,
      payload: { user_id: userId },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.body.Data).toEqual({
      user_id: userId,
      user_name: person.user_name,
      phone: person.phone,
      country_code: "+91",
      email: person.email,
      user_relation: ["Self"],
      id_type: 1,
      id_no_masked: `XXXX XXXX ${person.id_no.slice(-4)}`,
      address_line: null,
      city_id: null,
      state_id: null,
      country_id: null,
      pincode: null,
      country_name: null,
      state_name: null,
      city_name: null,
      subscriptions: [],
    });
    expect(JSON.stringify(res.body)).not.toContain(person.id_no);
  });

  it("refuses another member's user_id (403) and a missing token (401)", async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    const other = await t.call({
      method: "POST",
      url,
      payload: { user_id: b.userId },
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).not.toContain(b.person.email);
    expect((await t.call({ method: "POST", url, payload: { user_id: a.userId } })).status).toBe(401);
  });
});
