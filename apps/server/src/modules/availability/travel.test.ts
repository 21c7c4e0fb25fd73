import { TRAVEL_BUFFER_MINUTES } from "@eldercare/contracts";
import { describe, expect, it } from "vitest";
import { judgeTravel, type TravelFacts, type VisitStop } from "./travel.ts";

// Two Kolkata PIN codes 10.55 km apart (Ballygunge, Salt Lake Sector V): 46 minutes at 18 km/h by road.
const BALLYGUNGE = "700029";
const SALT_LAKE = "700091";
const NOWHERE = "799999";
const JOURNEY = 46;

const at = (hhmm: string, date = "2026-12-15") => Date.parse(`${date}T${hhmm}:00+05:30`);
const stop = (
  bookingId: number,
  from: string,
  to: string,
  pincode: string,
  date = "2026-12-15",
): VisitStop => ({
  bookingId,
  date,
  start: at(from, date),
  end: at(to, date),
  pincode,
});

function facts(...stops: VisitStop[]): TravelFacts {
  return {
    stops: new Map([[7, stops]]),
    points: new Map([
      [BALLYGUNGE, { lat: 22.5141, lng: 88.3528 }],
      [SALT_LAKE, { lat: 22.5911, lng: 88.4128 }],
    ]),
    kmph: 18,
  };
}

// The visit being given: Salt Lake, 1 PM to 2 PM.
const visit = stop(1, "13:00", "14:00", SALT_LAKE);

describe("the travel rule: the journey plus 10 minutes between two visits (issue 45)", () => {
  it("fits when the gaps before and after leave the journey and the spare minutes, and says the journey from the previous visit", () => {
    // Ends at 12:04: 56 minutes before 1 PM, the journey's 46 and 10 to spare.
    const before = stop(2, "10:00", "12:04", BALLYGUNGE);
    const after = stop(3, "15:00", "16:00", BALLYGUNGE);
    expect(judgeTravel(facts(before, after), 7, visit)).toEqual({
      fits: true,
      fromPrevious: JOURNEY,
      unknown: false,
      short: null,
    });
  });

  it("refuses a minute less before, and says which journey does not fit", () => {
    const before = stop(2, "10:00", "12:05", BALLYGUNGE);
    expect(judgeTravel(facts(before), 7, visit)).toMatchObject({
      fits: false,
      short: { side: "before", gapMinutes: JOURNEY + TRAVEL_BUFFER_MINUTES - 1, travelMinutes: JOURNEY },
    });
  });

  it("refuses too little time to reach the next visit", () => {
    const after = stop(3, "14:30", "15:30", BALLYGUNGE);
    expect(judgeTravel(facts(after), 7, visit)).toMatchObject({
      fits: false,
      fromPrevious: null,
      short: { side: "after", gapMinutes: 30, travelMinutes: JOURNEY },
    });
  });

  it("needs the spare minutes even within one PIN code, and refuses visits that overlap", () => {
    expect(judgeTravel(facts(stop(2, "12:00", "12:55", SALT_LAKE)), 7, visit)).toMatchObject({
      fits: false,
      fromPrevious: 0,
      short: { side: "before", gapMinutes: 5, travelMinutes: 0 },
    });
    expect(judgeTravel(facts(stop(2, "12:50", "13:50", SALT_LAKE)), 7, visit).short).toMatchObject({
      gapMinutes: -50,
    });
  });

  it("flags a journey it cannot estimate, allows it with the spare minutes, and shows no minutes for it", () => {
    const before = stop(2, "12:00", "12:45", NOWHERE);
    expect(judgeTravel(facts(before), 7, visit)).toEqual({
      fits: true,
      fromPrevious: null,
      unknown: true,
      short: null,
    });
    expect(judgeTravel(facts(stop(2, "12:00", "12:55", NOWHERE)), 7, visit)).toMatchObject({
      fits: false,
      unknown: true,
      short: { side: "before", gapMinutes: 5, travelMinutes: null },
    });
  });

  it("judges last night's visit that ends this morning, but names no journey from a visit of another day", () => {
    const night = stop(2, "22:00", "06:30", BALLYGUNGE, "2026-12-14");
    night.end = at("06:30");
    const morning = stop(1, "07:00", "08:00", SALT_LAKE);
    expect(judgeTravel(facts(night), 7, morning)).toMatchObject({
      fits: false,
      fromPrevious: null,
      short: { side: "before", gapMinutes: 30 },
    });
    // A visit more than half a day away cannot clash on travel, and is not flagged either.
    expect(judgeTravel(facts(stop(2, "00:00", "00:30", NOWHERE)), 7, visit)).toMatchObject({
      fits: true,
      unknown: false,
    });
  });

  it("leaves the visit itself out, and a companion with no other visit fits", () => {
    expect(judgeTravel(facts(stop(1, "13:00", "14:00", SALT_LAKE)), 7, visit).fits).toBe(true);
    expect(judgeTravel(facts(), 8, visit)).toEqual({
      fits: true,
      fromPrevious: null,
      unknown: false,
      short: null,
    });
  });
});
