import type { ApiBody } from "@eldercare/contracts";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ApiError, apiDownload } from "./api-client.ts";
import { queryKeys } from "./query-keys.ts";
import { type Session, useSession } from "./session.tsx";

/** The routes that answer a photo (image/jpeg) to a session allowed to see it (decision 0046). */
export type PhotoRoute = "visitPhoto" | "companionPhoto" | "adminVisitPhoto" | "adminCompanionPhoto";

/** Whose cache a photo is in: a photo fetched for one session is never shown to the next. */
function ownerOf(session: Session): string {
  switch (session.kind) {
    case "member":
      return `member:${session.member.user_id}`;
    case "companion":
      return `companion:${session.companion.companion_id}`;
    case "admin":
      return `admin:${session.admin.email}`;
    default:
      return "visitor";
  }
}

/** The body of a photo's request: the booking's or the companion's id. */
type PhotoBody = { booking_id: number } | { companion_id: number };

/** The id a photo's request names. */
function idOf(body: PhotoBody): number {
  return "booking_id" in body ? body.booking_id : body.companion_id;
}

/**
 * An object URL for a Blob, made while the component shows it and revoked when it unmounts (or the
 * Blob changes), so a photo's bytes are not kept alive by a URL nobody uses.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

/**
 * A photo fetched with the session (POST with the token, like a download) and shown through an object
 * URL. Quiet: no toast when it cannot be had; a 404 (no photo) is an answer, not retried. `url` is null
 * until it has arrived, and stays null when there is none.
 */
export function useSessionPhoto<N extends PhotoRoute>(
  route: N,
  body: ApiBody<N> & PhotoBody,
  enabled = true,
) {
  const { session } = useSession();
  const photo = useQuery({
    queryKey: queryKeys.photo(ownerOf(session), route, idOf(body)),
    queryFn: ({ signal }) =>
      (apiDownload as (name: PhotoRoute, body: unknown, options: object) => Promise<Blob>)(route, body, {
        signal,
        toast: false,
      }),
    enabled,
    staleTime: 5 * 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
  const url = useObjectUrl(photo.data);
  return {
    url,
    isPending: enabled && photo.isPending,
    notFound: photo.error instanceof ApiError && photo.error.status === 404,
    isError: photo.isError,
  };
}
