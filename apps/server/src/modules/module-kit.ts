import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../app-deps.ts";

/**
 * How a module declares its place (decision 0075): the services it provides (each a name, the services
 * it needs and a factory given exactly those), the services of other modules it needs, and its routes.
 * app.ts lists the declarations; composeModules builds every service once, in an order of their needs,
 * then registers each module's routes in the list's order. scripts/check-boundaries.mjs reads the same
 * literals (`name`, `needs: [...]`, `provides: { x: kit.service(...) }`) to allow imports between modules.
 */

/** A service's factory: what every module is built from, and the services it names, nothing more. */
export interface ServiceDeclaration<Available, Names extends keyof Available, T> {
  needs: readonly Names[];
  build: (deps: AppDeps & Pick<Available, Names>) => T;
}

/** A Fastify plugin given what every module is built from, the module's needs and its own services. */
export type ModuleRoutes<Deps> = (app: FastifyInstance, deps: AppDeps & Deps) => Promise<void>;

export interface ModuleDeclaration<Needs, Provides> {
  /** The module's folder name (modules/<name>/). */
  name: string;
  /** The services of other modules (or the app) this module uses, by name. */
  needs: readonly (keyof Needs & string)[];
  provides: {
    [K in keyof Provides]: ServiceDeclaration<Needs & Provides, keyof (Needs & Provides), Provides[K]>;
  };
  routes: ModuleRoutes<Needs & Provides>;
  /** Types only (never set): what the module needs and provides, for composeModules' check. */
  readonly types?: { needs: Needs; provides: Provides };
}

// biome-ignore lint/suspicious/noExplicitAny: a list holds declarations of any needs and provides.
export type AnyModule = ModuleDeclaration<any, any>;

/** Every name of `Needs` is in the list `L` (else the type names the missing ones). */
type ListsAll<Needs, L extends readonly PropertyKey[]> = [Exclude<keyof Needs, L[number]>] extends [never]
  ? unknown
  : { missingNeeds: Exclude<keyof Needs, L[number]> };

/**
 * The kit of one module: `Needs` are the services it takes from others (or the app), `Provides` the
 * services it builds. `service(needs, build)` types `build`'s argument with exactly the named services.
 */
export function moduleKit<Needs, Provides>() {
  type Available = Needs & Provides;
  return {
    service<const Names extends keyof Available, T>(
      needs: readonly Names[],
      build: (deps: AppDeps & Pick<Available, Names>) => T,
    ): ServiceDeclaration<Available, Names, T> {
      return { needs, build };
    },
    define<const L extends readonly (keyof Needs & string)[]>(declaration: {
      name: string;
      needs: L & ListsAll<Needs, L>;
      provides: { [K in keyof Provides]: ServiceDeclaration<Available, keyof Available, Provides[K]> };
      routes: ModuleRoutes<Available>;
    }): ModuleDeclaration<Needs, Provides> {
      return declaration as ModuleDeclaration<Needs, Provides>;
    },
  };
}

/** Services the app hands every module by name (built from its own services, not a module's). */
export type Given = Record<string, unknown>;

/** Thrown at start when the declarations cannot be composed: a missing need, a cycle, a name twice. */
export class ModuleOrderError extends Error {
  override name = "ModuleOrderError";
}

interface Planned {
  module: string;
  name: string;
  needs: readonly string[];
  build: (deps: AppDeps & Record<string, unknown>) => unknown;
}

/**
 * The order the services are built in: each after the services it needs (a depth-first topological order,
 * starting from the services in the modules' order and each module's order). Throws a ModuleOrderError
 * naming the module and service on a missing need, and the cycle on a circular one.
 */
export function serviceOrder(modules: readonly AnyModule[], given: readonly string[] = []): Planned[] {
  const byName = new Map<string, Planned>();
  const givenNames = new Set(given);
  for (const module of modules) {
    for (const [name, service] of Object.entries(module.provides as unknown as Record<string, Planned>)) {
      const other = byName.get(name);
      if (other || givenNames.has(name)) {
        throw new ModuleOrderError(
          `module "${module.name}" provides "${name}", which ${other ? `module "${other.module}" provides` : "the app gives"} too`,
        );
      }
      byName.set(name, { module: module.name, name, needs: service.needs, build: service.build });
    }
  }
  for (const module of modules) {
    const own = new Set(Object.keys(module.provides));
    for (const need of module.needs) {
      if (!byName.has(need) && !givenNames.has(need)) {
        throw new ModuleOrderError(`module "${module.name}" needs "${need}", which no module provides`);
      }
      if (own.has(need))
        throw new ModuleOrderError(`module "${module.name}" needs "${need}", which it provides itself`);
    }
    for (const [name, service] of Object.entries(module.provides as unknown as Record<string, Planned>)) {
      for (const need of service.needs) {
        if (!own.has(need) && !module.needs.includes(need)) {
          throw new ModuleOrderError(
            `module "${module.name}": service "${name}" needs "${need}", which the module neither provides nor declares in its needs`,
          );
        }
      }
    }
  }
  const order: Planned[] = [];
  const done = new Set<string>();
  const visit = (service: Planned, path: string[]) => {
    if (done.has(service.name)) return;
    const at = path.indexOf(service.name);
    if (at >= 0) {
      const cycle = [...path.slice(at), service.name].map((n) => `${byName.get(n)?.module}.${n}`);
      throw new ModuleOrderError(`services need each other in a cycle: ${cycle.join(" → ")}`);
    }
    for (const need of service.needs) {
      const next = byName.get(need);
      if (next) visit(next, [...path, service.name]);
    }
    done.add(service.name);
    order.push(service);
  };
  for (const service of byName.values()) visit(service, []);
  return order;
}

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;

/** Every service the modules provide, by name and type. */
export type ProvidedBy<Ms extends readonly AnyModule[]> = UnionToIntersection<
  NonNullable<Ms[number]["types"]>["provides"]
>;

/** A module whose needs the others (and the app) meet in name and type; else the names unmet. */
type Met<M extends AnyModule, Available> = Available extends NonNullable<M["types"]>["needs"]
  ? M
  : { module: M["name"]; unmetNeeds: Exclude<keyof NonNullable<M["types"]>["needs"], keyof Available> };

/** Every service built, by name, and each module's routes with what they were given. */
export interface Composed<Services = Record<string, unknown>> {
  services: Services;
  /** In the modules' order: registers each module's routes on `app`. */
  register(app: FastifyInstance): Promise<void>;
}

/**
 * Builds every declared service exactly once, in `serviceOrder`'s order, each given `base` and the
 * services it names; `register` then mounts each module's routes in the list's order, given `base`, the
 * module's needs and its own services.
 */
export function composeModules<const Ms extends readonly AnyModule[], G extends Given>(
  modules: Ms & { [I in keyof Ms]: Met<Ms[I], ProvidedBy<Ms> & G> },
  base: AppDeps,
  given: G,
): Composed<ProvidedBy<Ms> & G> {
  const services: Record<string, unknown> = { ...given };
  const pick = (names: readonly string[]) => Object.fromEntries(names.map((n) => [n, services[n]]));
  for (const service of serviceOrder(modules, Object.keys(given))) {
    services[service.name] = service.build({ ...base, ...pick(service.needs) });
  }
  return {
    services: services as ProvidedBy<Ms> & G,
    async register(app) {
      for (const module of modules) {
        const deps = { ...base, ...pick(module.needs), ...pick(Object.keys(module.provides)) };
        await app.register(module.routes as ModuleRoutes<Record<string, unknown>>, deps);
      }
    },
  };
}
