import type { MessageDelivery, NotificationPrefs } from "@eldercare/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiCall } from "./api-client.ts";
import { queryKeys } from "./query-keys.ts";
import { useSession } from "./session.tsx";

/** The member's message choices as kept, and how messages reach them now (the outbox's own answer). */
export interface MessagePrefsRead {
  prefs: NotificationPrefs;
  delivery: MessageDelivery;
}

/**
 * users/getnotificationprefs/ as one query (issue 42): the Messages panel reads it, and so does whatever
 * needs the member's own phone as the server holds it (E.164, `delivery.phone`), which says whether they
 * are abroad. One key, one request per session.
 */
export function messagePrefsQuery(userId: number, enabled = true) {
  return {
    queryKey: queryKeys.notificationPrefs(userId),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<MessagePrefsRead> => {
      const { prefs, delivery } = await apiCall("getNotificationPrefs", {}, { signal });
      return { prefs, delivery };
    },
    enabled,
  };
}

/** India's country code: a member whose phone starts otherwise lives abroad (decision 0071). */
export const INDIA_DIAL_CODE = "+91";

/** Whether an E.164 phone is outside India; false when not known. */
export const phoneIsAbroad = (phone: string | null | undefined): boolean =>
  Boolean(phone) && !(phone as string).startsWith(INDIA_DIAL_CODE);

/**
 * Whether the signed-in member lives outside India, by their own phone's country code (decision 0071):
 * Urgent help then gives the desk's number first. False until known, and for anyone but a member, so a
 * member in India (+91) and a companion always see India's order. `enabled` false: not read (yet).
 */
export function useMemberAbroad(enabled = true): boolean {
  const { session } = useSession();
  const userId = session.kind === "member" ? session.member.user_id : 0;
  const read = useQuery(messagePrefsQuery(userId, enabled && session.kind === "member"));
  return phoneIsAbroad(read.data?.delivery.phone);
}
