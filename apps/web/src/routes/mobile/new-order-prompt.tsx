import { useNewOrderPrompt } from '@/features/dispatch/hooks/use-new-order-prompt';
import { useAppNavigate } from '@/lib/use-app-navigate';

/**
 * 您有新订单! on the home (spec section 2), with what is new (3 条新线索待抢单) and 去接单 → the role's pending list. The home loads this component for
 * negotiators and business followers only, and antd-mobile's Dialog (with the animation library) only once the
 * prompt must show, so the home stays light for everyone else.
 */
export default function NewOrderPrompt() {
  const navigate = useAppNavigate();
  useNewOrderPrompt(({ title, content, confirmText, path }) => {
    import('antd-mobile/es/components/dialog').then(
      async ({ default: Dialog }) => {
        if (await Dialog.confirm({ title, content, confirmText, cancelText: '取消' })) navigate(path);
      },
      () => {},
    );
  });
  return null;
}
