import { PageTop } from '@/components/mobile/page-top';
import { useBack } from '@/components/mobile/navigation';
import { toast } from '@/components/mobile/toast';
import { InboxList, InboxTabs } from '@/features/message/components/mobile/inbox';
import { MessageSettingsView } from '@/features/message/components/mobile/message-settings';
import { useInboxPage, type InboxEnv } from '@/features/message/model/inbox-page';
import { useMessageSettingsPage } from '@/features/message/model/settings-page';
import { useAppNavigate } from '@/lib/use-app-navigate';
import styles from '@/features/message/components/mobile/inbox.module.css';

const env: InboxEnv = { base: '', notify: toast };

/** 消息中心 (/messages): 交易 / 资金 / 系统 with unread counts; a tap marks read and opens the page; 全部已读. */
export function Component() {
  const back = useBack();
  const navigate = useAppNavigate();
  const page = useInboxPage(env, { infinite: true });
  return (
    <div className={styles.page} data-testid="messages-page">
      <PageTop title="消息中心" onBack={back}>
        <InboxTabs page={page} onSettings={() => navigate('/messages/settings')} />
      </PageTop>
      <InboxList page={page} />
    </div>
  );
}

/** 消息设置 (/messages/settings): per kind × channel, quiet hours. */
export function MessageSettingsPage() {
  const back = useBack();
  const page = useMessageSettingsPage({ notify: toast, warn: toast });
  return (
    <div className={styles.page} data-testid="message-settings-page">
      <PageTop title="消息设置" onBack={back} />
      <MessageSettingsView page={page} />
    </div>
  );
}
