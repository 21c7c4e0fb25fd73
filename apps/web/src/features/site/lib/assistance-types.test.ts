import { ASSISTANCE_TYPES, SERVICE_SECTIONS, type ServiceItem } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import {
  ASSISTANCE_TYPE_CARDS,
  formatDuration,
  groupServicesBySection,
  SERVICE_SECTION_INFO,
  sectionFor,
  servicesLinkFor,
} from "./assistance-types.ts";

function service(id: number, type: ServiceItem["assistance_type"]): ServiceItem {
  return {
    service_id: id,
    service_code: `S-${id}`,
    service_name: `Service ${id}`,
    service_description: "Description",
    assistance_type: type,
    service_kind: "companion_visit",
    duration_minutes: 60,
    bookable: true,
    needs_speciality: false,
  };
}

describe("sectionFor and servicesLinkFor", () => {
  it("maps each type to its own section, and convenience to logistics", () => {
    expect(ASSISTANCE_TYPES.map(sectionFor)).toEqual([
      "general",
      "emergency",
      "medical",
      "geriatric",
      "logistics",
      "logistics",
    ]);
  });

  it("links to the section of /services/consulting", () => {
    expect(servicesLinkFor("medical")).toEqual({ pathname: "/services/consulting", hash: "#medical" });
    expect(servicesLinkFor("convenience")).toEqual({ pathname: "/services/consulting", hash: "#logistics" });
  });

  it("has a card for every type and a heading for every section", () => {
    expect(Object.keys(ASSISTANCE_TYPE_CARDS)).toEqual([...ASSISTANCE_TYPES]);
    expect(Object.keys(SERVICE_SECTION_INFO)).toEqual([...SERVICE_SECTIONS]);
  });
});

describe("groupServicesBySection", () => {
  it("returns the five sections in order, with convenience after logistics' own services", () => {
    const services = [
      service(1, "convenience"),
      service(2, "logistics"),
      service(3, "general"),
      service(4, "general"),
      service(5, "geriatric"),
    ];
    const sections = groupServicesBySection(services);
    expect(sections.map((s) => s.section)).toEqual([...SERVICE_SECTIONS]);
    expect(sections[0]?.groups).toEqual([{ type: "general", services: [services[2], services[3]] }]);
    expect(sections[1]?.groups).toEqual([{ type: "emergency", services: [] }]);
    expect(sections[4]?.groups.map((g) => [g.type, g.services.map((s) => s.service_id)])).toEqual([
      ["logistics", [2]],
      ["convenience", [1]],
    ]);
  });
});

describe("formatDuration", () => {
  it("says hours for whole and half hours from one hour", () => {
    expect(formatDuration(60)).toBe("About 1 hour");
    expect(formatDuration(120)).toBe("About 2 hours");
    expect(formatDuration(150)).toBe("About 2.5 hours");
    expect(formatDuration(240)).toBe("About 4 hours");
  });

  it("says minutes below an hour and for odd lengths under two hours", () => {
    expect(formatDuration(45)).toBe("About 45 minutes");
    expect(formatDuration(90)).toBe("About 90 minutes");
  });

  it("rounds longer odd lengths to the nearest half hour", () => {
    expect(formatDuration(200)).toBe("About 3.5 hours");
    expect(formatDuration(130)).toBe("About 2 hours");
  });
});
