import { describe, expect, it } from "vitest";
import { km, parseCsv, pinLocationsSource, pinPoints, pointOf, readDirectory } from "./pin-locations.mjs";

// The directory's columns as data.gov.in exports them.
const HEADER =
  "circlename,regionname,divisionname,officename,pincode,officetype,delivery,district,statename,latitude,longitude";
const office = (pincode, delivery, lat, lng, district = "KOLKATA", state = "WEST BENGAL") =>
  `West Bengal Circle,Kolkata Region,"Kolkata GPO, Division",Some SO,${pincode},PO,${delivery},${district},${state},${lat},${lng}`;
const derive = (...rows) => pinPoints(readDirectory([HEADER, ...rows].join("\n")));

describe("PIN code locations from India Post's directory", () => {
  it("reads quoted fields, doubled quotes and line breaks inside quotes", () => {
    expect(parseCsv('a,"b, c","say ""hi"""\r\n"x\ny",2\n')).toEqual([
      ["a", "b, c", 'say "hi"'],
      ["x\ny", "2"],
    ]);
  });

  it("skips blank, zero and out-of-India coordinates", () => {
    expect(pointOf("", "88.3")).toBeNull();
    expect(pointOf("0", "0")).toBeNull();
    expect(pointOf("NA", "88.3")).toBeNull();
    // Latitude and longitude typed the wrong way round land outside India's box.
    expect(pointOf("88.35", "22.57")).toBeNull();
    expect(pointOf("22.57", "88.35")).toEqual({ lat: 22.57, lng: 88.35 });
  });

  it("places a PIN code at the median of its delivery offices, leaving out those that do not deliver", () => {
    const { points } = derive(
      office("700029", "Delivery", 22.51, 88.35),
      office("700029", "Delivery", 22.52, 88.36),
      office("700029", "Delivery", 22.6, 88.4),
      office("700029", "Non Delivery", 22.9, 88.9),
      office("700029", "Delivery", "", ""),
    );
    expect(points.get("700029")).toEqual({ lat: 22.52, lng: 88.36 });
  });

  it("uses offices that do not deliver when no delivering office has a point, and no point at all when none has", () => {
    const { points, counts } = derive(
      office("110001", "Non Delivery", 28.62, 77.21),
      office("110001", "Delivery", "0", "0"),
      office("110002", "Delivery", "", ""),
    );
    expect(points.get("110001")).toEqual({ lat: 28.62, lng: 77.21 });
    expect(points.has("110002")).toBe(false);
    expect(counts).toMatchObject({ pincodes: 2, pincodes_located: 1, from_non_delivery: 1 });
  });

  it("leaves out an office typed far from its district, and a PIN code far from its sorting district", () => {
    const near = [0, 1, 2, 3].map((i) => office(`70000${i + 1}`, "Delivery", 22.55 + i / 100, 88.35));
    const { points, counts } = derive(
      ...near,
      // 700005's delivery office was typed at sea, 60 km off: its other office places it.
      office("700005", "Delivery", 22.55, 88.95),
      office("700005", "Non Delivery", 22.56, 88.36),
      // A whole district typed a thousand kilometres away: every office agrees, so only its PIN code's
      // sorting district (the first three digits) shows it.
      office("700091", "Delivery", 13.0, 80.2, "ELSEWHERE"),
      office("700091", "Delivery", 13.01, 80.21, "ELSEWHERE"),
    );
    expect(points.get("700005")).toEqual({ lat: 22.56, lng: 88.36 });
    expect(points.has("700091")).toBe(false);
    expect(counts).toMatchObject({ offices_misplaced: 1, pincodes_misplaced: 1 });
  });

  it("keeps islands far across the sea from their sorting district's mainland", () => {
    const kochi = [1, 2, 3].map((i) => office(`68200${i}`, "Delivery", 9.97, 76.28, "ERNAKULAM", "KERALA"));
    const { points } = derive(
      ...kochi,
      office("682555", "Delivery", 10.57, 72.64, "LAKSHADWEEP DISTRICT", "LAKSHADWEEP"),
    );
    expect(km({ lat: 9.97, lng: 76.28 }, { lat: 10.57, lng: 72.64 })).toBeGreaterThan(350);
    expect(points.get("682555")).toEqual({ lat: 10.57, lng: 72.64 });
  });

  it("writes one line per PIN code under the directory's attribution and licence", () => {
    const source = pinLocationsSource(derive(office("700029", "Delivery", 22.51405, 88.35283)), "a test");
    // The header's words, read across its wrapped comment lines.
    const header = source.replace(/\n \*/g, "");
    expect(header).toContain("Government Open Data Licence – India (https://www.data.gov.in/Godl)");
    expect(header).toContain("Department of Posts, Ministry of Communications, Government of India");
    expect(header).toContain("Source: a test");
    expect(source).toContain("export const PIN_LOCATIONS = `700029 22.5141 88.3528`;");
  });
});
