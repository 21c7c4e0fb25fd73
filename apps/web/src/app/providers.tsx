import { QueryClient, QueryClientProvider, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { StartedPrerendered } from "../lib/prerendered.ts";
import { SessionProvider, useSession } from "../lib/session.tsx";
import { setUnauthorizedHandler } from "../lib/unauthorized.ts";
import { ToasterHost } from "./toaster-host.tsx";

export function createQueryClient(): QueryClient {
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

interface ProvidersProps {
  children: ReactNode;
  /** The prerendering server and a hydrating page pass the client holding the page's data. */
  queryClient?: QueryClient;
  /** The page arrived prerendered (or is being prerendered): render as the server did first. */
  hydrating?: boolean;
}

export function Providers({ children, queryClient: given, hydrating = false }: ProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <StartedPrerendered.Provider value={hydrating}>
        <SessionProvider>
          <EndSessionOnUnauthorized />
          {children}
        </SessionProvider>
      </StartedPrerendered.Provider>
      <ToasterHost />
    </QueryClientProvider>
  );
}
