import { INITIALS_FALLBACK } from "@eldercare/contracts";

/** Spec §2: the first letters of the first two words of the name; "SR" when there is no name. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  const initials = words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join("");
  return initials || INITIALS_FALLBACK;
}
