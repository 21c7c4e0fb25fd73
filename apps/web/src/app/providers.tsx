import { TIMINGS, TOAST_POSITION, TOAST_VISIBLE_MAX } from "@eldercare/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Toaster } from "sonner";
import { SessionProvider } from "../lib/session.tsx";

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

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
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
