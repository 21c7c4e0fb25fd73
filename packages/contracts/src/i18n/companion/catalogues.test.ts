import { describe, expect, it } from "vitest";
import { APP_LANGUAGES } from "../languages.ts";
import { companionBn } from "./bn.ts";
import { COMPANION_SERVER_MESSAGE_KEYS, companionEn, SAME_AS_ENGLISH } from "./en.ts";
import { companionHi } from "./hi.ts";
import { companionTa } from "./ta.ts";

/*
 * Every feature of the companion's app, in every language (issue 46): a key missing or empty fails its
 * own feature's test (never an overall percentage, which lets a whole feature ship in English), and so
 * does a Hindi, Bengali or Tamil value left as the English one unless it is listed as rightly the same.
 */

type Group = Record<string, string>;
const OTHERS = { hi: companionHi, bn: companionBn, ta: companionTa } as const;
const en = companionEn as unknown as Record<string, Group>;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("the companion app's catalogues", () => {
  it("cover the four languages of the account", () => {
    expect(["en", ...Object.keys(OTHERS)]).toEqual([...APP_LANGUAGES]);
  });

  for (const [lang, catalogue] of Object.entries(OTHERS)) {
    const other = catalogue as unknown as Record<string, Group>;
    it(`${lang} has no group English lacks`, () => {
      expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    });
    for (const feature of Object.keys(en)) {
      describe(`${lang}: ${feature}`, () => {
        const source = en[feature] ?? {};
        const target = other[feature] ?? {};
        it("has every key, none empty, none extra", () => {
          const missing = Object.keys(source).filter((k) => !target[k]?.trim());
          const extra = Object.keys(target).filter((k) => !(k in source));
          expect({ missing, extra }).toEqual({ missing: [], extra: [] });
        });
        it("has no value left in English unless listed as rightly the same", () => {
          const allowed = SAME_AS_ENGLISH[lang as keyof typeof SAME_AS_ENGLISH];
          const same = Object.keys(source).filter(
            (k) => target[k] === source[k] && !allowed.includes(`${feature}.${k}`),
          );
          expect(same).toEqual([]);
        });
        it("fills in the same things as English", () => {
          const differ = Object.keys(source).filter(
            (k) => placeholders(target[k] ?? "").join() !== placeholders(source[k] ?? "").join(),
          );
          expect(differ).toEqual([]);
        });
      });
    }
  }

  it("names each server answer once, so the app can find its key", () => {
    expect(COMPANION_SERVER_MESSAGE_KEYS.size).toBe(Object.keys(companionEn.server).length);
  });
});
