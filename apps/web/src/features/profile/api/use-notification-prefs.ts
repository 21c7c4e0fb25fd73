import type { NotificationPrefs, SetNotificationPrefsRequest } from "@eldercare/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** users/getnotificationprefs/: how messages reach the member, per kind, with the WhatsApp opt-in. */
export function useNotificationPrefs(userId: number) {
  return useQuery<NotificationPrefs>({
    queryKey: queryKeys.notificationPrefs(userId),
    queryFn: async ({ signal }) => (await apiCall("getNotificationPrefs", {}, { signal })).prefs,
  });
}

/** POST users/setnotificationprefs/: the choices whole. The form shows a refusal inline (no toasts). */
export function useSetNotificationPrefs(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetNotificationPrefsRequest) =>
      apiCall("setNotificationPrefs", body, { toast: false }),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.notificationPrefs(userId), data.prefs),
  });
}
