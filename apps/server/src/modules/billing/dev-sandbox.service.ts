import type { SandboxGateway } from "../../integrations/payments/sandbox-gateway.ts";
import { toIdentifier } from "../../lib/identifier.ts";
import type { Accounts } from "../members/accounts.service.ts";

/** Development only: steering the sandbox gateway, to try the failure path by hand or in tests. */
export function createDevSandbox(deps: { gateway: SandboxGateway; accounts: Accounts }) {
  /** Makes the sandbox decline the next payment of the member with this phone or email; their id, or null. */
  async function declineNext(member: { phone: string } | { email: string }): Promise<number | null> {
    const user = await deps.accounts.find(
      "phone" in member ? toIdentifier("P", member.phone) : toIdentifier("E", member.email),
    );
    if (!user) return null;
    deps.gateway.failNextFor(user.id);
    return user.id;
  }

  return { declineNext };
}
export type DevSandbox = ReturnType<typeof createDevSandbox>;
