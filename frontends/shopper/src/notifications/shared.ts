import { useQueryClient, useTRPC } from '@shop/web-core';
import { useCallback } from 'react';

/** A path in this shop a notification may lead to; anything else (another site) is not followed. */
export function shopPath(link: string): string | undefined {
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : undefined;
}

/** Tells the shell's bell the count the server just gave, without asking again. */
export function useSetUnread(): (unread: number) => void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback((unread) => void queryClient.setQueryData(trpc.notification.unreadCount.queryKey(), { unread }), [trpc, queryClient]);
}
