import { ADMIN_MESSAGES, CHECK_EXPIRY_TEXT } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import { companionFixture } from "../components/companion-fixture.ts";
import { companionFiltersFromUrl, companionRequestOf, NO_COMPANION_FILTERS } from "./companion-filters.ts";
import { pincodesOf, toModifyCompanionRequest } from "./companion-request.ts";
import { areaText, assignableText, checkTexts, companionIdOf, companionRowText } from "./companion-rows.ts";
import { COMPANION_TEXT } from "./companion-text.ts";

describe("companion rows", () => {
  it("says the whole city when no PIN codes are listed, else the first three and how many more", () => {
    expect(areaText([])).toBe(COMPANION_TEXT.wholeCity);
    expect(areaText(["700019", "700020"])).toBe("700019, 700020");
    expect(areaText(["700019", "700020", "700026", "700029", "700068"])).toBe(
      "700019, 700020, 700026 + 2 more",
    );
  });

  it("shows each check's day, or that it is missing", () => {
    const t = companionRowText(companionFixture({ police_verified_on: null, assignable: false }));
    expect(t.checks.map((c) => [c.label, c.on])).toEqual([
      ["Identity verified", "5 Jan 2026"],
      ["Police verification", null],
      ["Training completed", "20 Jan 2026"],
    ]);
    expect(t.assignable).toBe(COMPANION_TEXT.notAssignable);
    expect(t.phone).toBe("+91 98300 12345");
    expect(t.kinds).toBe("Companion visits, Errands");
  });

  it("judges each check's last day on the day given: lapsed after it, soon within 30 days (issue 45)", () => {
    const c = companionFixture({
      identity_valid_until: "2031-01-05",
      police_valid_until: "2026-12-14",
      training_valid_until: "2027-01-14",
    });
    expect(checkTexts(c, "2026-12-15").map((t) => [t.standing, t.validUntil])).toEqual([
      ["valid", CHECK_EXPIRY_TEXT.validUntil("5 Jan 2031")],
      ["lapsed", CHECK_EXPIRY_TEXT.lapsed("14 Dec 2026")],
      ["soon", CHECK_EXPIRY_TEXT.soon("14 Jan 2027")],
    ]);
    expect(checkTexts(c, "2026-12-14")[1]?.standing).toBe("soon");
    expect(assignableText({ ...c, assignable: true }, "2026-12-15")).toBe(CHECK_EXPIRY_TEXT.notSentLapsed);
    expect(assignableText({ ...c, assignable: true }, "2026-12-14")).toBe(COMPANION_TEXT.assignable);
  });

  it("reads the companion id from the address, 0 when it is not one", () => {
    expect(companionIdOf("41")).toBe(41);
    expect(companionIdOf("041")).toBe(0);
    expect(companionIdOf("new")).toBe(0);
    expect(companionIdOf(undefined)).toBe(0);
  });
});

describe("companion filters", () => {
  it("sends only the filters chosen, and says a two-letter search is too short", () => {
    expect(
      companionRequestOf({ search: " 700019 ", cityId: "3", active: "yes", assignable: "no" }, 2),
    ).toEqual({
      ok: true,
      request: {
        page_index: 2,
        page_size: 10,
        search_string: "700019",
        city_id: 3,
        is_active: true,
        assignable: false,
      },
    });
    expect(companionRequestOf({ ...NO_COMPANION_FILTERS, search: "an" }, 0)).toEqual({
      ok: false,
      errors: { search: ADMIN_MESSAGES.searchTooShort },
    });
  });

  it("opens with the filters of the address, ignoring what it does not know", () => {
    expect(
      companionFiltersFromUrl(new URLSearchParams("q=Anita&city_id=x&active=no&assignable=maybe")),
    ).toEqual({
      search: "Anita",
      cityId: "",
      active: "no",
      assignable: "",
    });
  });
});

describe("companion request", () => {
  it("reads PIN codes separated by commas, semicolons or spaces", () => {
    expect(pincodesOf(" 700019,700020 ;  700026\n")).toEqual(["700019", "700020", "700026"]);
    expect(pincodesOf(" , ")).toEqual([]);
  });

  it("sends no PIN codes for the whole city, and empty dates as not done", () => {
    const body = toModifyCompanionRequest(
      {
        full_name: "Anita Das",
        phone: "9830012345",
        email: "",
        languages: ["Bengali"],
        service_kinds: ["errand"],
        speciality_ids: [],
        state_id: 1,
        city_id: 1,
        area: "city",
        pincodes: "700019",
        identity_verified_on: "2026-01-05",
        police_verified_on: "",
        training_completed_on: "",
        is_active: true,
        language: "en",
      },
      41,
    );
    expect(body).toMatchObject({
      companion_id: 41,
      email: null,
      pincodes: [],
      police_verified_on: null,
      training_completed_on: null,
    });
  });
});
