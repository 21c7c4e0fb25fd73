import { COMPANION_SERVER_MESSAGE_KEYS, companionEn } from "@eldercare/contracts/i18n/companion/en";
import type { TFunction } from "i18next";

/*
 * The server answers in English (its messages are the contracts' constants); the app shows each in the
 * companion's language through the catalogue key of that constant, so server and app say the same. An
 * answer with something filled in ("You can check in from 8:30 AM, …") is matched by its template.
 */

type ServerKey = keyof typeof companionEn.server;

const regexLiteral = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The templates with {{placeholders}}, as patterns that give back what was filled in. */
const TEMPLATES: ReadonlyArray<[RegExp, ServerKey, string[]]> = Object.entries(companionEn.server)
  .filter(([, text]) => text.includes("{{"))
  .map(([key, text]) => {
    const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? "");
    const pattern = regexLiteral(text).replace(/\\\{\\\{\w+\\\}\\\}/g, "(.+?)");
    return [new RegExp(`^${pattern}$`), key as ServerKey, names];
  });

/**
 * The server's message in the app's language; one the catalogue does not know, as it came. `known`
 * replaces what the server filled into a template by what the app holds itself in the language's format
 * (the time a visit can be checked in from, rather than the server's "8:30 AM").
 */
export function serverText(t: TFunction, message: string, known: Record<string, string> = {}): string {
  const key = COMPANION_SERVER_MESSAGE_KEYS.get(message);
  if (key) return t(`server.${key}`);
  // The QR check-in's refusal is in its own group (decision 0093).
  if (message === companionEn.qr.wrongCode) return t("qr.wrongCode");
  for (const [pattern, templateKey, names] of TEMPLATES) {
    const found = pattern.exec(message);
    if (found) {
      const values = Object.fromEntries(names.map((name, i) => [name, known[name] ?? found[i + 1] ?? ""]));
      // The values are what the server filled in; the key is one of the catalogue's templates.
      return (t as unknown as (key: string, options: object) => string)(`server.${templateKey}`, values);
    }
  }
  return message;
}
