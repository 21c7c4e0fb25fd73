import { tooEarlyToCheckIn, VISIT_CHECK_MESSAGES, VISIT_REPORT_MESSAGES } from "@eldercare/contracts";
import { companionHi } from "@eldercare/contracts/i18n/companion/hi";
import { companionTa } from "@eldercare/contracts/i18n/companion/ta";
import { describe, expect, it } from "vitest";
import { createCompanionI18n, switchLanguage } from "./instance.ts";
import { serverText } from "./server-text.ts";

describe("the server's answers in the companion's language (issue 46)", () => {
  it("says a contract's message by its key, one with a time filled in by its template, and others as they came", async () => {
    const i18n = createCompanionI18n();
    await switchLanguage(i18n, "hi");
    expect(serverText(i18n.t, VISIT_CHECK_MESSAGES.alreadyIn)).toBe(companionHi.server.alreadyIn);
    expect(serverText(i18n.t, VISIT_REPORT_MESSAGES.filed)).toBe(companionHi.server.reportFiled);
    expect(serverText(i18n.t, tooEarlyToCheckIn("8:30 AM"))).toBe(
      companionHi.server.tooEarly.replace("{{time}}", "8:30 AM"),
    );
    // A time the app holds itself replaces the one the server wrote ("8:30 AM"), in the language's format.
    expect(serverText(i18n.t, tooEarlyToCheckIn("8:30 AM"), { time: "सुबह 8:30" })).toBe(
      companionHi.server.tooEarly.replace("{{time}}", "सुबह 8:30"),
    );
    expect(serverText(i18n.t, "Something unforeseen")).toBe("Something unforeseen");
    await switchLanguage(i18n, "ta");
    expect(serverText(i18n.t, VISIT_CHECK_MESSAGES.notYours)).toBe(companionTa.server.notYours);
  });

  it("counts by the language's plural rules", async () => {
    const i18n = createCompanionI18n();
    expect(i18n.t("check.minutes", { count: 1 })).toBe("1 minute");
    expect(i18n.t("check.minutes", { count: 5 })).toBe("5 minutes");
    await switchLanguage(i18n, "hi");
    expect(i18n.t("check.hours", { count: 1 })).toBe("1 घंटा");
    expect(i18n.t("check.hours", { count: 3 })).toBe("3 घंटे");
  });
});
