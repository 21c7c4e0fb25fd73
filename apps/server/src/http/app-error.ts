import { type ErrorCode, type ErrorItem, errorDefinition } from "@eldercare/contracts";

/** A coded failure raised by services; it becomes an HTTP envelope only at the edge. */
export class AppError extends Error {
  override name = "AppError";
  readonly status: number;
  readonly items: ErrorItem[];

  constructor(
    readonly code: ErrorCode,
    message?: string,
    extraItems: ErrorItem[] = [],
    /** What went wrong underneath (logged for 5xx, never sent to the client). */
    options?: { cause?: unknown },
  ) {
    const definition = errorDefinition(code);
    super(message ?? definition.message, options);
    this.status = definition.status;
    this.items = [{ Code: code, Message: this.message }, ...extraItems];
  }
}
