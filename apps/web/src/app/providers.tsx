import { TIMINGS, TOAST_POSITION, TOAST_VISIBLE_MAX } from "@eldercare/contracts";
import { QueryClient, QueryClientProvider, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { Toaster } from "sonner";
import { setUnauthorizedHandler } from "../lib/api-client.ts";
import { SessionProvider, useSession } from "../lib/session.tsx";

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The API client already retries per spec §8 (once, on 401/403) and toasts failures;
      // a second retry layer here would repeat requests and toasts.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * Spec §4/§8, in one place: when a member or admin call is still refused with 401 after the client's
 * retry (the client has shown the message), the session ends and cached data is dropped. A protected
 * page then sends the person home with the login dialog (RequireAuth).
 */
function EndSessionOnUnauthorized() {
  const { clearSession } = useSession();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        clearSession("expired");
        queryClient.clear();
      }),
    [clearSession, queryClient],
  );
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <EndSessionOnUnauthorized />
        {children}
      </SessionProvider>
      <Toaster
        position={TOAST_POSITION}
        closeButton
        visibleToasts={TOAST_VISIBLE_MAX}
        duration={TIMINGS.toastDefaultMs}
        toastOptions={{ style: { fontSize: "1rem" } }}
      />
    </QueryClientProvider>
  );
}
