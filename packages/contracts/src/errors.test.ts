import { describe, expect, it } from "vitest";
import { ERROR_CODES, type ErrorCode, errorDefinition } from "./errors.ts";
import { HTTP_MESSAGES, OTP_MESSAGES, SYSTEM_MESSAGES } from "./messages.ts";

const CODES = Object.keys(ERROR_CODES) as ErrorCode[];
const BE_CODES = CODES.filter((c) => c.startsWith("BE"));
const SE_CODES = CODES.filter((c) => c.startsWith("SE"));

describe("ERROR_CODES", () => {
  it("names every code BEnnn or SEnnn", () => {
    expect(BE_CODES.length + SE_CODES.length).toBe(CODES.length);
    for (const code of CODES) expect(code).toMatch(/^(BE|SE)\d{3}$/);
  });

  it.each(CODES)("%s has a 4xx/5xx status, a meaning and a message", (code) => {
    const def = errorDefinition(code);
    expect(def).toBe(ERROR_CODES[code]);
    expect(def.status).toBeGreaterThanOrEqual(400);
    expect(def.status).toBeLessThan(600);
    expect(def.meaning.length).toBeGreaterThan(0);
    expect(def.message.length).toBeGreaterThan(0);
  });

  it.each(BE_CODES)("%s is a business error", (code) => {
    expect(ERROR_CODES[code].kind).toBe("Business_Errors");
  });

  it.each(SE_CODES)("%s is a system error", (code) => {
    expect(ERROR_CODES[code].kind).toBe("System_Errors");
  });

  it.each([
    ["BE001", 400],
    ["BE002", 401],
    ["BE003", 403],
    ["BE004", 404],
    ["BE005", 422],
    ["BE006", 422],
    ["BE007", 422],
    ["BE009", 429],
    ["BE012", 409],
    ["SE001", 500],
    ["SE002", 503],
  ] as const)("%s answers %i", (code, status) => {
    expect(ERROR_CODES[code].status).toBe(status);
  });

  it.each([
    ["BE002", HTTP_MESSAGES[401]],
    ["BE003", HTTP_MESSAGES[403]],
    ["BE004", HTTP_MESSAGES[404]],
    ["BE007", OTP_MESSAGES.invalid],
    ["BE012", SYSTEM_MESSAGES.changedAtOnce],
    ["SE001", HTTP_MESSAGES[500]],
    ["SE002", HTTP_MESSAGES[503]],
  ] as const)("%s uses the spec message %j", (code, message) => {
    expect(ERROR_CODES[code].message).toBe(message);
  });
});
