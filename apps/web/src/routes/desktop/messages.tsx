import { App } from 'antd';
import { InboxView } from '@/features/message/components/desktop/inbox';
import { MessageSettingsView } from '@/features/message/components/desktop/message-settings';
import { useInboxPage } from '@/features/message/model/inbox-page';
import { useMessageSettingsPage } from '@/features/message/model/settings-page';
import { useDocumentTitle } from '@/components/desktop/use-document-title';

/** /pc/messages (消息中心): 交易 / 资金 / 系统 with unread counts; a click marks read and opens the page; 全部已读; pages. */
export function MessagesPage() {
  useDocumentTitle('消息中心');
  const { message } = App.useApp();
  const page = useInboxPage({ base: '/pc', notify: (text) => void message.success(text) }, { infinite: false });
  return <InboxView page={page} />;
}

/** /pc/messages/settings (消息设置): per kind × channel, quiet hours. */
export function MessageSettingsPage() {
  useDocumentTitle('消息设置');
  const { message } = App.useApp();
  const page = useMessageSettingsPage({ notify: (text) => void message.success(text), warn: (text) => void message.warning({ content: text, key: text }) });
  return <MessageSettingsView page={page} />;
}
