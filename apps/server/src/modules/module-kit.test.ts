import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import type { AppDeps } from "../app-deps.ts";
import { type AnyModule, composeModules, ModuleOrderError, moduleKit, serviceOrder } from "./module-kit.ts";

const base = { config: {} } as AppDeps;
const built: string[] = [];

/** Fake modules: a clock (no needs), a counter (needs the clock), a report (needs both), in two modules. */
const timeKit = moduleKit<{ counter: { count(): number } }, { clock: { at: number }; stamp: string }>();
const timeModule = timeKit.define({
  name: "time",
  needs: ["counter"],
  provides: {
    clock: timeKit.service([], () => {
      built.push("clock");
      return { at: 7 };
    }),
    stamp: timeKit.service(["clock", "counter"], (deps) => {
      built.push("stamp");
      return `${deps.clock.at}:${deps.counter.count()}`;
    }),
  },
  routes: async (app, deps) => {
    app.get("/stamp", async () => ({ stamp: deps.stamp }));
  },
});
const countKit = moduleKit<{ clock: { at: number } }, { counter: { count(): number } }>();
const countModule = countKit.define({
  name: "count",
  needs: ["clock"],
  provides: {
    counter: countKit.service(["clock"], (deps) => {
      built.push("counter");
      // Exactly the named services, nothing more.
      expect(Object.keys(deps).sort()).toEqual(["clock", "config"]);
      return { count: () => deps.clock.at * 2 };
    }),
  },
  routes: async (app) => {
    app.get("/count", async () => ({ ok: true }));
  },
});

/** A module from plain literals (no types), for the failures the types would otherwise refuse. */
const plain = (name: string, needs: string[], provides: Record<string, string[]>): AnyModule => ({
  name,
  needs,
  provides: Object.fromEntries(
    Object.entries(provides).map(([service, of]) => [service, { needs: of, build: () => service }]),
  ),
  routes: async () => {},
});

describe("composeModules", () => {
  it("builds each service once, after the services it needs, and registers routes in the list's order", async () => {
    built.length = 0;
    const composed = composeModules([timeModule, countModule], base, {});
    expect(built).toEqual(["clock", "counter", "stamp"]);
    expect(composed.services.stamp).toBe("7:14");
    const app = Fastify();
    await composed.register(app);
    expect(built).toHaveLength(3);
    expect((await app.inject({ url: "/stamp" })).json()).toEqual({ stamp: "7:14" });
    expect((await app.inject({ url: "/count" })).statusCode).toBe(200);
    await app.close();
  });

  it("orders services across modules that need each other, when the services do not", () => {
    const order = serviceOrder([plain("a", ["y"], { x: [], z: ["y"] }), plain("b", ["x"], { y: ["x"] })]);
    expect(order.map((s) => `${s.module}.${s.name}`)).toEqual(["a.x", "b.y", "a.z"]);
  });

  it("takes the app's given services as needs met", () => {
    expect(serviceOrder([plain("a", ["store"], { x: ["store"] })], ["store"]).map((s) => s.name)).toEqual([
      "x",
    ]);
  });

  it("fails naming the module and the service on a missing need", () => {
    expect(() => serviceOrder([plain("bookings", ["roster"], { availability: ["roster"] })])).toThrow(
      new ModuleOrderError('module "bookings" needs "roster", which no module provides'),
    );
    expect(() => serviceOrder([plain("a", [], { x: ["y"] }), plain("b", [], { y: [] })])).toThrow(
      'module "a": service "x" needs "y", which the module neither provides nor declares in its needs',
    );
  });

  it("fails naming the cycle on a circular need", () => {
    expect(() => serviceOrder([plain("a", ["y"], { x: ["y"] }), plain("b", ["x"], { y: ["x"] })])).toThrow(
      "services need each other in a cycle: a.x → b.y → a.x",
    );
  });

  it("fails on a service two modules provide", () => {
    expect(() => serviceOrder([plain("a", [], { x: [] }), plain("b", [], { x: [] })])).toThrow(
      'module "b" provides "x", which module "a" provides too',
    );
  });
});
