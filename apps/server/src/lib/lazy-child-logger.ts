import type { FastifyBaseLogger } from "fastify";

type Bindings = Parameters<FastifyBaseLogger["child"]>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger["child"]>[1]>;

type Level = "fatal" | "error" | "warn" | "info" | "debug" | "trace";
type Parent = FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };

/**
 * A request's logger, made only when the request logs at a level the server writes (decision 0052).
 * Fastify gives every request a child logger bound to its id; pino's `child` serialises the bindings each
 * time, which was a tenth of the cached catalogue's CPU per request at the default level (warn), where
 * almost no request writes a line. Every line written still carries the request id.
 */
class LazyChildLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: Parent;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;

  constructor(parent: Parent, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  #write(level: Level, args: unknown[]): void {
    if (this.#child === undefined && this.#parent.isLevelEnabled?.(level) === false) return;
    (this.#real()[level] as (...a: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.#child?.level ?? this.#parent.level;
  }
  set level(level: string) {
    this.#real().level = level;
  }
  fatal(...args: unknown[]) {
    this.#write("fatal", args);
  }
  error(...args: unknown[]) {
    this.#write("error", args);
  }
  warn(...args: unknown[]) {
    this.#write("warn", args);
  }
  info(...args: unknown[]) {
    this.#write("info", args);
  }
  debug(...args: unknown[]) {
    this.#write("debug", args);
  }
  trace(...args: unknown[]) {
    this.#write("trace", args);
  }
  silent() {}
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: lazy unless the route sets its own level (then pino's own child). */
export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level !== undefined) return parent.child(bindings, options);
  return new LazyChildLogger(parent, bindings, options) as unknown as FastifyBaseLogger;
}
