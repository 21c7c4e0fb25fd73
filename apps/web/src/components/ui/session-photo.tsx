import type { ApiBody } from "@eldercare/contracts";
import type { ReactNode } from "react";
import { type PhotoRoute, useSessionPhoto } from "../../lib/session-photo.ts";

interface Props<N extends PhotoRoute> {
  route: N;
  body: ApiBody<N> & ({ booking_id: number } | { companion_id: number });
  /** Says who or what the photo shows (it is never only decoration). */
  alt: string;
  className?: string;
  /** Shown while it loads, and instead of it when there is none (default: nothing). */
  fallback?: ReactNode;
}

/**
 * A photo only a signed-in session may see (a visit's, a companion's): fetched with the session and shown
 * through an object URL, never from a public address. Nothing (or the fallback) while it loads or when
 * there is none.
 */
export function SessionPhoto<N extends PhotoRoute>({
  route,
  body,
  alt,
  className,
  fallback = null,
}: Props<N>) {
  const { url } = useSessionPhoto(route, body);
  if (!url) return <>{fallback}</>;
  return <img src={url} alt={alt} className={className} />;
}
