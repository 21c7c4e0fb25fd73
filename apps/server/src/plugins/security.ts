import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

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

/** Security headers for every response, CSP included (no inline scripts; styles may be inline). */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { paymentGateway?: "sandbox" | "razorpay" }) => {
    const rzp = opts.paymentGateway === "razorpay";
    await app.register(helmet, {
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
    });
  },
);
