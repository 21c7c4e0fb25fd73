import { describe, expect, it } from "vitest";
import { csvCell, csvChunks, csvLine, keysetBatches } from "./csv.ts";

describe("csv", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(csvLine(["Asha Rao", "Kolkata, WB", 'said "hi"', "a\nb", 3, null])).toBe(
      'Asha Rao,"Kolkata, WB","said ""hi""","a\nb",3,\r\n',
    );
  });

  it("defuses text a spreadsheet would run as a formula, not numbers", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+919830012311")).toBe("'+919830012311");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe("-5");
  });

  it("starts with a byte-order mark and the header", async () => {
    async function* rows() {
      yield ["Ravi", 1] as const;
    }
    const out: string[] = [];
    for await (const chunk of csvChunks(["Name", "Count"], rows())) out.push(chunk);
    expect(out.join("")).toBe("\uFEFFName,Count\r\nRavi,1\r\n");
  });

  it("pages by key until a short batch", async () => {
    const all = Array.from({ length: 25 }, (_, i) => i + 1);
    const asked: (number | null)[] = [];
    const got: number[] = [];
    for await (const n of keysetBatches<number>(async (last, size) => {
      asked.push(last);
      return all.filter((v) => v > (last ?? 0)).slice(0, size);
    }, 10)) {
      got.push(n);
    }
    expect(got).toEqual(all);
    expect(asked).toEqual([null, 10, 20]);
  });
});
