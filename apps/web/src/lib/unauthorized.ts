import type { RouteAuth } from "@eldercare/contracts";

type UnauthorizedHandler = (auth: Exclude<RouteAuth, "public">) => void;
let handler: UnauthorizedHandler | null = null;

/**
 * What a final 401 does (end the session), registered by the app's providers. Kept apart from the API
 * client so that registering it does not load the client on a public page's first visit.
 * Returns an unregister function.
 */
export function setUnauthorizedHandler(next: UnauthorizedHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

/** Called by the API client when a member or admin call is still refused with 401 after its retry. */
export function unauthorized(auth: Exclude<RouteAuth, "public">): void {
  handler?.(auth);
}
