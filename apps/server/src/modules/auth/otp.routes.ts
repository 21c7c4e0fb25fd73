import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import type { OtpService } from "./otp.service.ts";

/** shared/generateotp/ and shared/validateotp/. */
export function otpRoutes(app: FastifyInstance, otp: OtpService) {
  registerRoute(app, API.generateOtp, async (body, request) => ({
    data: await otp.generate(body, request.ip),
  }));
  registerRoute(app, API.validateOtp, async (body) => ({ data: await otp.validate(body) }));
}
