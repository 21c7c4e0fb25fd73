import { describe, expect, it } from "vitest";
import { pinLocationRows } from "../db/seed/pin-locations.ts";
import { greatCircleKm, ROAD_DETOUR_FACTOR, travelMinutes } from "./travel.ts";

// Points from the seed's PIN code locations (India Post's directory, decision 0088).
const seeded = new Map(pinLocationRows().map((r) => [r.pincode, { lat: r.latitude, lng: r.longitude }]));
const at = (pincode: string) => {
  const point = seeded.get(pincode);
  if (!point) throw new Error(`no location for ${pincode}`);
  return point;
};

describe("travel between two visits (issue 45)", () => {
  it("measures the great circle: a degree of latitude is 111.2 km", () => {
    expect(greatCircleKm({ lat: 22, lng: 88 }, { lat: 23, lng: 88 })).toBeCloseTo(111.195, 2);
    expect(greatCircleKm({ lat: 22.5, lng: 88.3 }, { lat: 22.5, lng: 88.3 })).toBe(0);
  });

  it("puts two Kolkata PIN codes as far apart as the map does", () => {
    // BBD Bagh (700001) to Salt Lake Sector V (700091): about 7 km as the crow flies; across the Hooghly to
    // Howrah (711101), about 1.5 km.
    expect(greatCircleKm(at("700001"), at("700091"))).toBeGreaterThan(6.5);
    expect(greatCircleKm(at("700001"), at("700091"))).toBeLessThan(7.5);
    expect(greatCircleKm(at("700001"), at("711101"))).toBeGreaterThan(1);
    expect(greatCircleKm(at("700001"), at("711101"))).toBeLessThan(2);
  });

  it("takes the road as 1.3 times the straight line at the city's speed, rounded up to a minute", () => {
    expect(ROAD_DETOUR_FACTOR).toBe(1.3);
    // 6.90 km × 1.3 = 8.97 km at 18 km/h: 29.9 minutes, said as 30.
    expect(travelMinutes(at("700001"), at("700091"), 18)).toBe(30);
    // Ballygunge (700029) to Salt Lake Sector V: 10.55 km × 1.3 at 18 km/h is 45.7 minutes; at 30 km/h, 27.4.
    expect(travelMinutes(at("700029"), at("700091"), 18)).toBe(46);
    expect(travelMinutes(at("700029"), at("700091"), 30)).toBe(28);
    // The same either way, and nothing within one PIN code's point.
    expect(travelMinutes(at("700091"), at("700029"), 18)).toBe(46);
    expect(travelMinutes(at("700029"), at("700029"), 18)).toBe(0);
  });

  it("says a journey from or to a PIN code without a location is unknown, never none", () => {
    expect(travelMinutes(null, at("700029"), 18)).toBeNull();
    expect(travelMinutes(at("700029"), undefined, 18)).toBeNull();
  });
});
