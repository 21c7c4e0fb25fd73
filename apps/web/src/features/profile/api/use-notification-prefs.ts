import type { SetNotificationPrefsRequest } from "@eldercare/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { type MessagePrefsRead, messagePrefsQuery } from "../../../lib/member-abroad.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export type { MessagePrefsRead };

/** users/getnotificationprefs/: how messages reach the member, per kind, with the WhatsApp opt-in. */
export function useNotificationPrefs(userId: number) {
  return useQuery(messagePrefsQuery(userId));
}

/** POST users/setnotificationprefs/: the choices whole. The form shows a refusal inline (no toasts). */
export function useSetNotificationPrefs(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetNotificationPrefsRequest) =>
      apiCall("setNotificationPrefs", body, { toast: false }),
    onSuccess: (data) =>
      queryClient.setQueryData<MessagePrefsRead>(queryKeys.notificationPrefs(userId), {
        prefs: data.prefs,
        delivery: data.delivery,
      }),
  });
}
