import { useEffect, useRef } from 'react';
import { DispatchMsg } from '@mts/shared/messages';
import { useSession } from '@/lib/session';
import { useRealtimeEvent } from '@/lib/realtime';
import { useNewestLead } from '../api/get-lead-pool';
import { useNewestPreOrder } from '../api/get-pre-order-pool';
import { poolRoleOf } from '../model/pool';
import { newOrderLine, newOrderTip, shouldPromptNewOrders } from '../model/new-order-tip';

/**
 * The home page's 您有新订单! (spec section 2): asks the role's pool for its size on load (and again when a new
 * item arrives in realtime); when it is not empty and the session has no hasTip flag, sets the flag and calls
 * `show(title, what is new, button, pendingPath)`. The page renders the confirm; 去接单 opens the pending list.
 */
export function useNewOrderPrompt(show: (prompt: { title: string; content: string; confirmText: string; path: string }) => void) {
  const businessType = useSession((s) => s.user?.businessType);
  const role = poolRoleOf(businessType);
  const leads = useNewestLead(role?.kind === 'lead' && !newOrderTip.seen());
  const preOrders = useNewestPreOrder(role?.kind === 'preOrder' && !newOrderTip.seen());
  const total = role?.kind === 'lead' ? leads.data?.total : role?.kind === 'preOrder' ? preOrders.data?.total : undefined;
  const showRef = useRef(show);
  useEffect(() => {
    showRef.current = show;
  });

  useRealtimeEvent((event) => {
    if (newOrderTip.seen()) return;
    if ((role?.kind === 'lead' && (event.type === 'lead.new' || event.type === 'preOrder.poolNew')) || (role?.kind === 'preOrder' && event.type === 'preOrder.new')) {
      void (role.kind === 'lead' ? leads.refetch() : preOrders.refetch());
    }
  });

  useEffect(() => {
    if (!role || total === undefined || !shouldPromptNewOrders(businessType, total, newOrderTip.seen())) return;
    newOrderTip.markSeen();
    showRef.current({ title: DispatchMsg.newOrderTitle, content: newOrderLine(role.kind, total), confirmText: DispatchMsg.goTake, path: role.pendingPath });
  }, [role, businessType, total]);
}
