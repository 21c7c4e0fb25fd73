import { API } from "@eldercare/contracts";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../http/route.ts";
import { toIdentifier } from "./identifier.ts";
import type { OtpService } from "./otp.service.ts";

export async function authRoutes(app: FastifyInstance, opts: { otp: OtpService }) {
  const { otp } = opts;

  registerRoute(app, API.generateOtp, async (body, request) => ({
    data: await otp.generate(body, request.ip),
  }));

  registerRoute(app, API.validateOtp, async (body) => {
    const token = await otp.validateForProof(
      toIdentifier(body.email_phn_flag, body.user_name, body.country_code),
      body.user_type,
      body.otp,
    );
    return { data: { Message: "OTP verified successfully!", verification_token: token } };
  });
}
