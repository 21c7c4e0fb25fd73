import { useQuery } from "@tanstack/react-query";
import { profileQuery } from "../../../lib/profile-query.ts";
import { useSession } from "../../../lib/session.tsx";

export interface MemberContacts {
  name: string;
  email: string;
  /** null until the profile has loaded. */
  phone: string | null;
}

/** A logged-in member's registered name, phone and email (to fill the enquiry in for them); null otherwise. */
export function useMemberContacts(enabled: boolean): MemberContacts | null {
  const { session } = useSession();
  const userId = session.kind === "user" ? session.user.user_id : 0;
  const profile = useQuery({ ...profileQuery(userId), enabled: enabled && userId > 0 });
  if (session.kind !== "user") return null;
  return {
    name: profile.data?.user_name ?? session.user.user_name,
    email: profile.data?.email ?? session.user.email,
    phone: profile.data?.phone ?? null,
  };
}
