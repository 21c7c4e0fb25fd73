import { HTTP_MESSAGES } from "@eldercare/contracts";
import { ApiError } from "./api-client.ts";

/*
 * A companion presses a button where the signal has dropped (issue 41). TanStack Query pauses a mutation
 * while the browser is offline, leaving its button grey with no word until the signal returns; the
 * companion's calls run at once instead (`networkMode: "always"`) and fail at once, so the page can say
 * there is no signal and that nothing was sent.
 */

/** The browser knows it has no connection. */
export function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/** The request never reached the server: the phone was offline, or the connection failed on the way. */
export function isNoSignal(error: unknown): boolean {
  return error instanceof ApiError && error.code === "NETWORK";
}

/** Runs `send` when the browser is online; offline, fails at once as a network failure would. */
export async function sendNow<T>(send: () => Promise<T>): Promise<T> {
  if (isOffline()) throw new ApiError({ status: 0, code: "NETWORK", messages: [HTTP_MESSAGES.network] });
  return send();
}
