import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";

/**
 * What Razorpay Checkout loads: its script, the payment window (a frame) and the calls and images that
 * window makes. Added only when Razorpay is the gateway; confirm against Razorpay's test mode before going live.
 */
const RAZORPAY_CHECKOUT = {
  script: ["https://checkout.razorpay.com"],
  frame: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
  connect: ["https://api.razorpay.com", "https://lumberjack.razorpay.com"],
  img: ["https://cdn.razorpay.com"],
};

function helmetOptions(rzp: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", ...(rzp ? RAZORPAY_CHECKOUT.script : [])],
        "style-src": ["'self'", "'unsafe-inline'"],
        // blob: the photos fetched with the session and shown through object URLs (never a public address).
        "img-src": ["'self'", "data:", "blob:", ...(rzp ? RAZORPAY_CHECKOUT.img : [])],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'", ...(rzp ? RAZORPAY_CHECKOUT.connect : [])],
        "frame-src": rzp ? RAZORPAY_CHECKOUT.frame : ["'none'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  };
}

/**
 * The headers helmet sets with these options, worked out once: the policy has no per-request part (no
 * nonces), so every response gets the same set (@fastify/helmet rebuilt it on every request).
 */
export function securityHeaders(paymentGateway?: "sandbox" | "razorpay"): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(paymentGateway === "razorpay"))({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The headers of an API answer (JSON, or a file to download), after OWASP's REST guidance: nothing in it
 * may run, be framed or be sniffed as another type, and other sites may not embed it. The rest of the
 * page set (referrer, DNS prefetch, COOP and the like) is about documents, and cost each API call
 * ~600 bytes (docs/decisions/0029-api-security-headers.md).
 */
export function apiSecurityHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  return {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "cross-origin-resource-policy": "same-origin",
    "strict-transport-security":
      pageHeaders["strict-transport-security"] ?? "max-age=31536000; includeSubDomains",
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
  };
}

/** True for the API's own answers; its interactive docs (/api/docs) are pages. */
export function isApiAnswer(url: string): boolean {
  return url.startsWith("/api/") && !url.startsWith("/api/docs");
}

/**
 * Security headers for every response: pages get the full set, CSP included (no inline scripts; styles
 * may be inline); API answers get the API set.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { paymentGateway?: "sandbox" | "razorpay" }) => {
    const page = securityHeaders(opts.paymentGateway);
    // Names and values side by side, walked by index: nothing is allocated per request (decision 0051).
    const pageHeaders = [Object.keys(page), Object.values(page)] as const;
    const api = apiSecurityHeaders(page);
    const apiHeaders = [Object.keys(api), Object.values(api)] as const;
    app.addHook("onRequest", (request, reply, done) => {
      const [names, values] = isApiAnswer(request.url) ? apiHeaders : pageHeaders;
      for (let i = 0; i < names.length; i++) reply.header(names[i] as string, values[i] as string);
      done();
    });
  },
);
