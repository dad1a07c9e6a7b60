import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { startRealtime } from '@/lib/realtime';
import { useSession } from '@/lib/session';
import { useMyLeadsLive } from '@/features/clues/hooks/use-my-leads-live';
import { usePoolLive } from '@/features/dispatch/hooks/use-pool-live';
import { useTradeLive } from '@/features/trade/hooks/use-trade-live';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

// One user's data never shows to the next: query keys carry no token, so whenever the token changes (login,
// logout, a 401 that ends the session) the cached queries go and mounted ones load again for the new session.
useSession.subscribe((next, prev) => {
  if (next.user?.token !== prev.user?.token) queryClient.getQueryCache().clear();
});

/** Realtime pushes applied to the cached lists, whichever page is open (pools, my follow items, my leads, my orders). */
function LiveUpdates() {
  usePoolLive();
  useMyLeadsLive();
  useTradeLive();
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  // One websocket per open app while logged in (lib/realtime.ts).
  useEffect(() => startRealtime(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <LiveUpdates />
      {children}
    </QueryClientProvider>
  );
}
