import { type Errors, emptyErrors, HTTP_MESSAGES } from "@eldercare/contracts";

/*
 * A failed API call, apart from the client (api-client.ts): the client carries the contracts' every
 * schema, and a page that only needs to recognise a failure (the companion's app starting from its cache
 * with no signal) should not wait for it to load.
 */

export interface ApiErrorInit {
  /** HTTP status; 0 when no response arrived. */
  status: number;
  /** The first error item's Code, else `HTTP_<status>`, `NETWORK` or `INVALID_RESPONSE`. */
  code: string;
  /** What was (or would have been) shown to the person, in order. Never empty. */
  messages: string[];
  /** The envelope's error lists, empty when the response carried no usable envelope. */
  errors?: Errors;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly messages: string[];
  readonly errors: Errors;

  constructor(init: ApiErrorInit) {
    super(init.messages[0] ?? HTTP_MESSAGES.fallback);
    this.name = "ApiError";
    this.status = init.status;
    this.code = init.code;
    this.messages = init.messages.length > 0 ? init.messages : [HTTP_MESSAGES.fallback];
    this.errors = init.errors ?? emptyErrors();
  }
}

/** The message to show for a failed call: the first business error, else what the client would show. */
export function firstErrorMessage(error: unknown): string {
  if (error instanceof ApiError)
    return error.errors.Business_Errors[0]?.Message ?? error.messages[0] ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return HTTP_MESSAGES.fallback;
}
