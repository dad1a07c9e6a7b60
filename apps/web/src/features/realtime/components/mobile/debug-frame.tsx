import NavBar from 'antd-mobile/es/components/nav-bar';
import type { ReactNode } from 'react';
import { RealtimeMsg } from '@mts/shared/messages';
import { canUseRealtimeDebug } from '../../model/debug';
import { useSession } from '@/lib/session';
import { useBack } from '@/components/mobile/navigation';
import frame from './debug-frame.module.css';

export { frame };

type DebugFrameProps = {
  title: string;
  /** The test ids of the page and of its refusal. */
  testId: string;
  forbiddenTestId: string;
  /** Development builds see the page; otherwise operators only. */
  dev: boolean;
  children: ReactNode;
};

/** A phone debug page: the bar with its way back, then the page for an operator (or a development build), or why not. */
export function DebugFrame({ title, testId, forbiddenTestId, dev, children }: DebugFrameProps) {
  const user = useSession((s) => s.details ?? s.user);
  const back = useBack();
  return (
    <div className={frame.page} data-testid={testId}>
      <NavBar className={frame.nav} onBack={back}>
        {title}
      </NavBar>
      {canUseRealtimeDebug(user, dev) ? (
        children
      ) : (
        <section className={frame.card}>
          <div className={frame.forbidden} data-testid={forbiddenTestId}>
            {RealtimeMsg.noAccess}
          </div>
        </section>
      )}
    </div>
  );
}
