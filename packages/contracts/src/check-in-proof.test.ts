import { describe, expect, it } from "vitest";
import { clockGapMinutes, judgedArrival, kmWords, QUEUE_EXPLAINS_GAP_HOURS } from "./check-in-proof.ts";

/* Which clock judges a queued check-in's arrival (issue 46, decision 0091). */
describe("judgedArrival", () => {
  const server = new Date("2026-12-15T05:30:00Z");
  const before = (ms: number) => new Date(server.getTime() - ms);

  it("takes the phone's time when a queue explains it: earlier, by at most a day", () => {
    expect(judgedArrival(server, before(2 * 3_600_000))).toEqual(before(2 * 3_600_000));
    expect(judgedArrival(server, before(QUEUE_EXPLAINS_GAP_HOURS * 3_600_000))).toEqual(
      before(QUEUE_EXPLAINS_GAP_HOURS * 3_600_000),
    );
  });

  it("keeps the server's time without a phone time, with a phone ahead, or days behind", () => {
    expect(judgedArrival(server, null)).toEqual(server);
    expect(judgedArrival(server, before(-60_000))).toEqual(server);
    expect(judgedArrival(server, before(QUEUE_EXPLAINS_GAP_HOURS * 3_600_000 + 1))).toEqual(server);
  });

  it("measures the gap in whole minutes, negative when the phone is ahead, and words the distance", () => {
    expect(clockGapMinutes(server, before(23 * 60_000))).toBe(23);
    expect(clockGapMinutes(server, before(-7 * 60_000))).toBe(-7);
    expect(kmWords(430)).toBe("0.4");
    expect(kmWords(12_400)).toBe("12");
  });
});
