import { randomUUID } from "node:crypto";
import {
  CONSENT_NOTICE_VERSION,
  maskIdNumber,
  normalizeIdNumber,
  type RegisterRequest,
  USER_TYPE,
  VALIDATION_MESSAGES,
} from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { uniqueViolationOf } from "../../lib/db-errors.ts";
import { toIdentifier } from "../../lib/identifier.ts";
import { createVaultCipher } from "../../lib/secrets.ts";
import type { OtpService } from "../auth/otp.service.ts";
import type { Sessions } from "../auth/sessions.service.ts";
import { insertVaultEntry } from "./id-vault.repo.ts";
import { insertUser, phoneOrEmailTaken } from "./users.repo.ts";

export interface RegistrationDeps {
  db: Db;
  otp: OtpService;
  sessions: Sessions;
  config: Pick<AppConfig, "idVaultKey">;
}

/**
 * users/register/: both proofs are used inside the same transaction as the new member, so a refused
 * registration leaves them usable and a double submit creates one member. The ID number goes to the
 * vault, encrypted; the member row holds only its masked form and the vault key.
 */
export function createRegistration(deps: RegistrationDeps) {
  const vault = createVaultCipher(deps.config.idVaultKey);

  async function register(body: RegisterRequest) {
    const consentAt = new Date();
    const phone = toIdentifier("P", body.phone, body.country_code);
    const email = toIdentifier("E", body.email);
    const idNo = normalizeIdNumber(body.id_type, body.id_no);
    try {
      return await deps.db.transaction(async (tx) => {
        if (await phoneOrEmailTaken(tx, phone.value, email.value)) throw new AppError("BE006");
        const problems = [];
        if (!(await deps.otp.useProof(tx, body.phone_verification_token, phone))) {
          problems.push({ Code: "BE011", Message: VALIDATION_MESSAGES.phoneOtpInvalid });
        }
        if (!(await deps.otp.useProof(tx, body.email_verification_token, email))) {
          problems.push({ Code: "BE011", Message: VALIDATION_MESSAGES.emailOtpInvalid });
        }
        const [first, ...rest] = problems;
        if (first) throw new AppError("BE011", first.Message, rest);

        const vaultKey = randomUUID();
        await insertVaultEntry(tx, { key: vaultKey, ...vault.seal(idNo) });
        const user = await insertUser(tx, {
          userType: USER_TYPE.user,
          userName: body.user_name,
          phone: phone.value,
          email: email.value,
          userRelation: body.user_relation,
          idType: body.id_type,
          idVaultKey: vaultKey,
          idNoMasked: maskIdNumber(idNo),
          consentVersion: CONSENT_NOTICE_VERSION,
          consentAcceptedAt: consentAt,
        });
        const token = await deps.sessions.create(tx, user.id, USER_TYPE.user);
        return { data: { user_id: user.id, user_name: user.userName, email: user.email }, token };
      });
    } catch (error) {
      // Two submits at once: the unique index decides, the loser hears the same as a repeat.
      if (uniqueViolationOf(error) !== null) throw new AppError("BE006");
      throw error;
    }
  }

  return { register };
}
export type Registration = ReturnType<typeof createRegistration>;
