/** Why a provider request got no answer, for the error the outbox keeps: a timeout, or the cause's message. */
export function requestFailureReason(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === "TimeoutError") return `no answer within ${timeoutMs} ms`;
  return error instanceof Error ? error.message : String(error);
}
