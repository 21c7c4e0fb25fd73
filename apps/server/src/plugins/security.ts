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
        "img-src": ["'self'", "data:", ...(rzp ? RAZORPAY_CHECKOUT.img : [])],
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

/** Security headers for every response, CSP included (no inline scripts; styles may be inline). */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { paymentGateway?: "sandbox" | "razorpay" }) => {
    const headers = Object.entries(securityHeaders(opts.paymentGateway));
    app.addHook("onRequest", (_request, reply, done) => {
      for (const [name, value] of headers) reply.header(name, value);
      done();
    });
  },
);
