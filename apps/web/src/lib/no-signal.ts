import { HTTP_MESSAGES, NO_SIGNAL_AFTER_MS } from "@eldercare/contracts";
import { ApiError } from "./api-error.ts";

/*
 * A companion presses a button where the signal has dropped (issue 41). TanStack Query pauses a mutation
 * while the browser is offline, leaving its button grey with no word until the signal returns; the
 * companion's calls run at once instead (`networkMode: "always"`) and fail at once, so the page can say
 * there is no signal and that nothing was sent. A call already on its way is given up as soon as the
 * phone goes offline, or when no answer has come within a time limit (issue 42): a phone can say it is
 * online with no working connection, and a request then waits for minutes.
 */

/** The browser knows it has no connection. */
export function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/** The request never reached the server: the phone was offline, or the connection failed on the way. */
export function isNoSignal(error: unknown): boolean {
  return error instanceof ApiError && error.code === "NETWORK";
}

const noSignal = () => new ApiError({ status: 0, code: "NETWORK", messages: [HTTP_MESSAGES.network] });

/**
 * Runs `send` when the browser is online; offline, fails at once as a network failure would. While it is
 * on its way, going offline or `limitMs` without an answer fails it the same way and aborts the request
 * (`send` passes the signal to the client).
 */
export async function sendNow<T>(
  send: (signal: AbortSignal) => Promise<T>,
  limitMs: number = NO_SIGNAL_AFTER_MS,
): Promise<T> {
  if (isOffline()) throw noSignal();
  const controller = new AbortController();
  let giveUp: () => void = () => {};
  const givenUp = new Promise<never>((_, reject) => {
    giveUp = () => {
      reject(noSignal());
      controller.abort();
    };
  });
  const timer = setTimeout(giveUp, limitMs);
  window.addEventListener("offline", giveUp);
  try {
    return await Promise.race([send(controller.signal), givenUp]);
  } catch (error) {
    throw controller.signal.aborted ? noSignal() : error;
  } finally {
    clearTimeout(timer);
    window.removeEventListener("offline", giveUp);
  }
}
