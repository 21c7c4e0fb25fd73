import { type DialCode, ENQUIRY_DIAL_CODES, type EnquiryDialCode } from "@eldercare/contracts";
import { useQuery } from "@tanstack/react-query";
import { profileQuery } from "../../../lib/profile-query.ts";
import { useSession } from "../../../lib/session.tsx";

export interface MemberContacts {
  name: string;
  email: string;
  /** National digits; null until the profile has loaded, or when its country is not one enquiries offer. */
  phone: string | null;
  dialCode: EnquiryDialCode;
}

const enquiryCode = (code: DialCode | undefined): EnquiryDialCode | null =>
  (ENQUIRY_DIAL_CODES as readonly DialCode[]).includes(code as DialCode) ? (code as EnquiryDialCode) : null;

/** A logged-in member's registered name, phone and email (to fill the enquiry in for them); null otherwise. */
export function useMemberContacts(enabled: boolean): MemberContacts | null {
  const { session } = useSession();
  const userId = session.kind === "member" ? session.member.user_id : 0;
  const profile = useQuery({ ...profileQuery(userId), enabled: enabled && userId > 0 });
  if (session.kind !== "member") return null;
  return {
    name: profile.data?.user_name ?? session.member.user_name,
    email: profile.data?.email ?? session.member.email,
    // A member's number from a country the enquiry form does not offer is typed by them instead.
    phone: enquiryCode(profile.data?.country_code) ? (profile.data?.phone ?? null) : null,
    dialCode: enquiryCode(profile.data?.country_code) ?? "+91",
  };
}
