import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// The docs agree with themselves and with the tree: the decision index (docs/decisions/README.md) with
// the records, and the README's architecture with the folders it describes.

const root = resolve(import.meta.dirname, "..");
const DECISIONS = join(root, "docs/decisions");
const STATUS_WORDS = ["accepted", "proposed", "superseded"];

/**
 * The decision numbers (four digits) from the start of `text` until a ")" it did not open or the next
 * "amends" / "amended by", leaving out what is in brackets: "0044 (the slot lock …) and 0048 (…)" is
 * 0044 and 0048.
 */
function numbersFrom(text) {
  let depth = 0;
  let kept = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (depth === 0 && /^(amends|amended by|superseded by)\b/.test(text.slice(i))) break;
    if (c === "(") depth++;
    else if (c === ")") {
      if (depth === 0) break;
      depth--;
    } else if (depth === 0) kept += c;
  }
  return [...kept.matchAll(/\b\d{4}\b/g)].map((m) => m[0]);
}

/** What a status says: its first word, the records it amends, those amending it, what superseded it. */
function readStatus(status) {
  const after = (phrase) =>
    [...status.matchAll(new RegExp(`\\b${phrase}\\b`, "g"))].flatMap((m) =>
      numbersFrom(status.slice(m.index + phrase.length)),
    );
  return {
    word: status.trim().match(/^[a-z]+/)?.[0] ?? "",
    amends: [...new Set(after("amends"))].sort(),
    amendedBy: [...new Set(after("amended by"))].sort(),
    supersededBy: [...new Set(after("superseded by"))].sort(),
  };
}

/** Each record file: its number, file name and own status line. */
function records() {
  return readdirSync(DECISIONS)
    .filter((name) => /^\d{4}-.+\.md$/.test(name))
    .sort()
    .map((file) => {
      const status = readFileSync(join(DECISIONS, file), "utf8").match(/^Status:\s*(.+)$/m)?.[1] ?? "";
      return { number: file.slice(0, 4), file, status };
    });
}

/** The index table's rows: `| [NNNN](file.md) | title | status |`. */
function indexRows() {
  const rows = [];
  for (const line of readFileSync(join(DECISIONS, "README.md"), "utf8").split("\n")) {
    const m = line.match(/^\|\s*\[([^\]]*)\]\(([^)]*)\)\s*\|([^|]*)\|([^|]*)\|\s*$/);
    if (m) rows.push({ number: m[1], file: m[2], title: m[3].trim(), status: m[4].trim() });
  }
  return rows;
}

describe("reading a status line", () => {
  it("finds what a record amends and what amends it, leaving explanations out", () => {
    expect(
      readStatus(
        'accepted (amends 0024); amended by 0044 (the slot lock; "a place left" is 0001) and 0048 (conflicts retried, then 409 BE012)',
      ),
    ).toEqual({ word: "accepted", amends: ["0024"], amendedBy: ["0044", "0048"], supersededBy: [] });
    expect(
      readStatus("accepted (amends 0024 and 0033: capacity; 0042: the console menu's entry width)"),
    ).toMatchObject({ amends: ["0024", "0033", "0042"], amendedBy: [] });
    expect(readStatus("accepted (amended by 0038: errors once typed or sent)").amendedBy).toEqual(["0038"]);
    expect(readStatus("accepted (issue 28, first part; amends 0015)").amends).toEqual(["0015"]);
    expect(readStatus("superseded by 0070 (one rule for both)")).toMatchObject({
      word: "superseded",
      supersededBy: ["0070"],
    });
  });
});

describe("the decision index", () => {
  const files = records();
  const rows = indexRows();
  const rowOf = new Map(rows.map((row) => [row.number, row]));
  const fileOf = new Map(files.map((record) => [record.number, record]));

  it("lists every record once, by its number, linked to its file, with a title, in order", () => {
    const problems = [];
    for (const { number, file } of files) {
      const row = rowOf.get(number);
      if (!row) problems.push(`${file} is not in the index`);
      else if (row.file !== file) problems.push(`${number} links to ${row.file}, not ${file}`);
      else if (!row.title) problems.push(`${number} has no title in the index`);
    }
    for (const row of rows) {
      if (!existsSync(join(DECISIONS, row.file)))
        problems.push(`the index lists ${row.file}, which does not exist`);
      else if (!row.file.startsWith(`${row.number}-`)) problems.push(`[${row.number}] links to ${row.file}`);
    }
    const numbers = rows.map((row) => row.number);
    if (new Set(numbers).size !== numbers.length) problems.push("a number is listed twice");
    if (numbers.join() !== [...numbers].sort().join()) problems.push("the rows are not in number order");
    expect(problems).toEqual([]);
    expect(files.length).toBeGreaterThan(60);
  });

  it("gives each record the status its own Status line gives", () => {
    const problems = [];
    for (const { number, file, status } of files) {
      const own = readStatus(status);
      if (!STATUS_WORDS.includes(own.word))
        problems.push(`${file}: Status "${status}" is not ${STATUS_WORDS.join(" | ")}`);
      const row = rowOf.get(number);
      if (!row) continue;
      const listed = readStatus(row.status);
      if (listed.word !== own.word)
        problems.push(`${number}: the index says "${listed.word}", the record "${own.word}"`);
      for (const key of ["amends", "amendedBy", "supersededBy"]) {
        if (listed[key].join() !== own[key].join()) {
          problems.push(
            `${number}: ${key} ${own[key].join(", ") || "none"} in the record, ${listed[key].join(", ") || "none"} in the index`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("says 'amended by' on every record another amends, and 'amends' on every record named by one", () => {
    const problems = [];
    const statusOf = (number) => readStatus(fileOf.get(number)?.status ?? "");
    for (const { number } of files) {
      const own = statusOf(number);
      for (const earlier of own.amends) {
        if (!fileOf.has(earlier)) problems.push(`${number} amends ${earlier}, which does not exist`);
        else if (!statusOf(earlier).amendedBy.includes(number)) {
          problems.push(`${number} amends ${earlier}, whose Status does not say "amended by ${number}"`);
        }
      }
      for (const later of own.amendedBy) {
        if (!fileOf.has(later)) problems.push(`${number} is amended by ${later}, which does not exist`);
        else if (!statusOf(later).amends.includes(number)) {
          problems.push(`${number} says "amended by ${later}", whose Status does not say "amends ${number}"`);
        }
      }
      for (const later of own.supersededBy) {
        if (!fileOf.has(later)) problems.push(`${number} is superseded by ${later}, which does not exist`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("the README", () => {
  const readme = readFileSync(join(root, "README.md"), "utf8");

  it("has no line over 400 characters (a long paragraph is broken into paragraphs or a list)", () => {
    const long = readme
      .split("\n")
      .map((line, i) => ({ line: i + 1, length: line.length }))
      .filter(({ length }) => length > 400);
    expect(long).toEqual([]);
  });

  describe("its architecture tree", () => {
    const tree = readme.match(/## Architecture\n+```\n([\s\S]*?)\n```/)?.[1] ?? "";
    // Each entry: a path at the left (indented under the top-level folder it is in) and its description.
    const entries = [];
    let top = "";
    for (const line of tree.split("\n")) {
      const m = line.match(/^( *)(\S+)(.*)$/);
      if (!m) continue;
      if (m[1].length === 0) {
        top = m[2];
        entries.push({ path: m[2], text: m[3] });
      } else if (m[1].length === 2) entries.push({ path: top + m[2], text: m[3] });
      else entries[entries.length - 1].text += ` ${line.trim()}`;
    }
    const entry = (path) => entries.find((e) => e.path === path)?.text ?? "";
    const folders = (dir) =>
      readdirSync(join(root, dir), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name);

    it("names only paths that exist", () => {
      expect(entries.length).toBeGreaterThan(20);
      const missing = entries
        .map((e) => e.path.replace(/\/<[^>]+>\/$/, "/"))
        .filter((path) => !existsSync(join(root, path)));
      expect(missing).toEqual([]);
    });

    it("names every server module and every web feature", () => {
      const modules = entry("apps/server/src/modules/<domain>/");
      const features = entry("apps/web/src/features/");
      const unnamed = [
        ...folders("apps/server/src/modules").filter(
          (m) => !new RegExp(`\\b${m}\\b \\(|\\b${m},`).test(modules),
        ),
        ...folders("apps/web/src/features").filter((f) => !new RegExp(`\\b${f}\\b[,;( ]`).test(features)),
      ];
      expect(unnamed).toEqual([]);
    });
  });
});
