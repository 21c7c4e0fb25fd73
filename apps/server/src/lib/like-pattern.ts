/** "%text%" for ILIKE, the text's own \, % and _ taken literally (backslash is ILIKE's escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
