import { resolve } from "node:path";
import { z } from "zod";

/** The repository root: relative paths in configuration are taken from here, whatever the cwd. */
export const REPO_ROOT = resolve(import.meta.dirname, "../../..");

const boolString = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1");

const configSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"], { error: "must be development, production or test" })
    .default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce
    .number({ error: "must be a port number" })
    .int("must be a whole number")
    .min(0, "must be from 0 to 65535")
    .max(65535, "must be from 0 to 65535")
    .default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  BODY_LIMIT_BYTES: z.coerce
    .number({ error: "must be a number of bytes" })
    .int("must be a whole number")
    .min(1024, "must be at least 1024")
    .max(10 * 1024 * 1024, "must be at most 10485760")
    .default(100 * 1024),
  WEB_DIST_DIR: z.string().min(1).default("apps/web/dist"),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ error: "must be a number of milliseconds" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .default(10_000),
  TRUST_PROXY: boolString.default(false),
  REFERENCE_CACHE_TTL_MS: z.coerce
    .number({ error: "must be a number of milliseconds" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .default(60_000),
});

export type Config = z.infer<typeof configSchema> & {
  /** Absolute PGlite directory, or "memory://" for an in-memory database. */
  pgliteDataDir: string;
  webDistDir: string;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment; throws a ConfigError that names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join(".")}: ${i.message} (got "${env[String(i.path[0])]}")`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  return {
    ...c,
    pgliteDataDir: c.DATA_DIR.startsWith("memory://") ? "memory://" : resolve(REPO_ROOT, c.DATA_DIR),
    webDistDir: resolve(REPO_ROOT, c.WEB_DIST_DIR),
  };
}
