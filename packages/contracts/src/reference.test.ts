import { describe, expect, it } from "vitest";
import { DOMAIN_TYPES } from "./constants.ts";
import { getDomainDataRequestSchema } from "./reference.ts";
import { issuesOf } from "./test-helpers.ts";

describe("getDomainDataRequestSchema", () => {
  it.each([[["id_type"]], [["shift_type", "relationship"]], [[...DOMAIN_TYPES]]])(
    "accepts %j",
    (domain_type) => {
      expect(issuesOf(getDomainDataRequestSchema, { domain_type })).toEqual([]);
    },
  );

  it.each([
    [5, "domain_type", "domain_type must be a list of domain types"],
    [undefined, "domain_type", "domain_type must be a list of domain types"],
    [[], "domain_type", "domain_type must name at least one domain type"],
    [
      ["id_type", "currency"],
      "domain_type.1",
      "domain_type must be one of: id_type, shift_type, assistance_type, relationship, faq_category",
    ],
    [[...DOMAIN_TYPES, "id_type"], "domain_type", "domain_type can name at most 5 domain types"],
  ])("rejects %j", (domain_type, path, message) => {
    expect(issuesOf(getDomainDataRequestSchema, { domain_type })).toEqual([{ path, message }]);
  });
});
