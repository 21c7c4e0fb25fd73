import pino from "pino";
import { describe, expect, it } from "vitest";
import { lazyChildLogger } from "./lazy-child-logger.ts";

function parentAt(level: string) {
  const lines: string[] = [];
  const parent = pino({ level }, { write: (l: string) => void lines.push(l) });
  let made = 0;
  const child = parent.child.bind(parent);
  parent.child = ((...args: Parameters<typeof child>) => {
    made += 1;
    return child(...args);
  }) as typeof parent.child;
  return { parent, lines, made: () => made };
}

describe("a request's lazy logger", () => {
  it("makes no child for lines below the level, and one child for every line above it", () => {
    const p = parentAt("warn");
    const log = lazyChildLogger(p.parent, { reqId: "r-1" }, {});
    log.info("not written");
    log.debug("not written");
    expect(p.made()).toBe(0);
    expect(log.level).toBe("warn");
    log.warn("first");
    log.error({ code: "X" }, "second");
    expect(p.made()).toBe(1);
    expect(p.lines.map((l) => JSON.parse(l)).map((l) => [l.reqId, l.msg])).toEqual([
      ["r-1", "first"],
      ["r-1", "second"],
    ]);
  });

  it("hands a route's own level to pino at once", () => {
    const p = parentAt("warn");
    const log = lazyChildLogger(p.parent, { reqId: "r-2" }, { level: "debug" });
    expect(p.made()).toBe(1);
    log.debug("written");
    expect(JSON.parse(p.lines[0] ?? "{}")).toMatchObject({ reqId: "r-2", msg: "written" });
  });
});
