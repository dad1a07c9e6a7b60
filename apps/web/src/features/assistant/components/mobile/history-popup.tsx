import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import Popup from 'antd-mobile/es/components/popup';
import { AssistantMsg } from '@mts/shared/messages';
import { PagedList } from '@/components/mobile/paged-list';
import { loadedRows } from '@/lib/infinite';
import { useConversations } from '../../api/get-conversations';
import { useDeleteConversation } from '../../api/delete-conversation';
import { historyTime } from '../../model/chat';
import styles from './assistant.module.css';

type Props = {
  visible: boolean;
  currentId: number | null;
  onClose: () => void;
  onOpen: (id: number) => void;
  onNewChat: () => void;
  onDeleted: (id: number) => void;
  toast: (text: string) => void;
};

/**
 * 历史: my conversations (title, time), newest activity first and loaded page by page as the list scrolls, each opened by
 * a tap or deleted after a confirm; 新对话 on top.
 */
export function HistoryPopup({ visible, currentId, onClose, onOpen, onNewChat, onDeleted, toast }: Props) {
  const list = useConversations(visible);
  const remove = useDeleteConversation();

  const confirmDelete = async (id: number, title: string) => {
    const confirmed = await Dialog.confirm({ title: '删除对话', content: `删除「${title}」？删除后不能恢复。`, confirmText: '删除', cancelText: '取消' });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(id);
      toast(AssistantMsg.deleted);
      onDeleted(id);
    } catch {
      // the client has shown the server's message
    }
  };

  const rows = loadedRows(list.data);
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} position="right" bodyClassName={styles.historyBody}>
      <div className={styles.history} data-testid="assistant-history">
        <div className={styles.historyHead}>
          <strong>历史对话</strong>
          <Button size="small" color="primary" fill="outline" onClick={onNewChat} data-testid="assistant-new-chat">
            {AssistantMsg.newChat}
          </Button>
        </div>
        <div className={styles.historyScroll} data-testid="history-scroll">
          <PagedList query={list} rowCount={rows.length} empty={<p className={styles.historyEmpty}>还没有对话，问一个问题试试</p>}>
            <ul className={styles.historyList}>
              {rows.map((c) => (
                <li key={c.id} className={c.id === currentId ? `${styles.historyItem} ${styles.historyCurrent}` : styles.historyItem} data-testid="history-item">
                  <button type="button" className={styles.historyOpen} onClick={() => onOpen(c.id)}>
                    <span className={styles.historyTitle}>{c.title}</span>
                    <span className={styles.historyTime}>{historyTime(c.updateTime)}</span>
                  </button>
                  <button type="button" className={styles.historyDelete} onClick={() => void confirmDelete(c.id, c.title)} aria-label={`删除 ${c.title}`} data-testid="history-delete">
                    删除
                  </button>
                </li>
              ))}
            </ul>
          </PagedList>
        </div>
      </div>
    </Popup>
  );
}
