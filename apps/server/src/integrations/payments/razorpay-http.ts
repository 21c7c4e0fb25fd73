import { z } from "zod";
import { GatewayError } from "./types.ts";

/* Talking to Razorpay's REST API: one JSON call, its errors, and the ids that may reach a URL path. */

const errorBodySchema = z.object({ error: z.object({ description: z.string().optional() }) });

export interface CallerConfig {
  baseUrl: string;
  authorization: string;
  timeoutMs: number;
}

export type Caller = <T>(
  label: string,
  method: "GET" | "POST" | "DELETE",
  path: string,
  schema: z.ZodType<T>,
  body?: unknown,
  extraHeaders?: Record<string, string>,
) => Promise<T>;

/** One JSON request to Razorpay; every way it can go wrong becomes a GatewayError naming the call. */
export function createCaller({ baseUrl, authorization, timeoutMs }: CallerConfig): Caller {
  return async (label, method, path, schema, body, extraHeaders) => {
    const headers: Record<string, string> = { ...extraHeaders, authorization, accept: "application/json" };
    if (body !== undefined) headers["content-type"] = "application/json";
    let status: number;
    let text: string;
    try {
      // The timeout signal covers reading the body too, not just the headers.
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw new GatewayError(`Razorpay ${label} failed: ${networkReason(error, timeoutMs)}`, {
        cause: error,
      });
    }
    const json = parseJson(text);
    if (status < 200 || status > 299) {
      const description = errorBodySchema.safeParse(json).data?.error.description;
      throw new GatewayError(
        `Razorpay ${label} failed: HTTP ${status}${description ? ` (${description})` : ""}`,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((issue) => issue.path.join(".") || "(body)").join(", ");
      throw new GatewayError(`Razorpay ${label} failed: HTTP ${status} with an unexpected body (${fields})`);
    }
    return parsed.data;
  };
}

function networkReason(error: unknown, timeoutMs: number): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === "TimeoutError") return `no answer within ${timeoutMs} ms`;
  // undici reports "fetch failed" and puts the useful part (ECONNREFUSED, DNS…) in the cause.
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Razorpay ids are "<prefix>_<alphanumerics>"; anything else must not reach a URL path. */
const ID_PATTERN = /^[A-Za-z0-9_]{1,64}$/;

export function pathId(id: string, what: string): string {
  if (!ID_PATTERN.test(id))
    throw new GatewayError(`Not a Razorpay ${what} id: ${JSON.stringify(id.slice(0, 80))}`);
  return id;
}

/** An idempotency key Razorpay takes: 10 to 64 letters, digits, "-" and "_". */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,64}$/;
