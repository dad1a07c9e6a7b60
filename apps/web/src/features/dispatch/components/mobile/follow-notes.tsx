import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { DispatchLimits } from '@mts/shared/constants';
import { formatDate } from '@mts/shared/format';
import { DispatchMsg } from '@mts/shared/messages';
import type { FollowNote } from '@mts/shared/schemas';
import { useAddFollowNote } from '../../api/follow-actions';
import styles from './dispatch.module.css';

type FollowNotesProps = {
  followId: number;
  /** Newest first, as the server sends them. */
  notes: FollowNote[];
  /** The holder of a pending item may add one. */
  canNote: boolean;
  /** Shows 已添加跟进记录 (the client toasts failures). */
  onAdded: (text: string) => void;
};

/** 跟进记录: every contact noted with its time and author; the holder adds one with 添加跟进记录. */
export function FollowNotes({ followId, notes, canNote, onAdded }: FollowNotesProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const add = useAddFollowNote();

  const submit = async () => {
    const content = text.trim();
    if (!content || content.length > DispatchLimits.noteMaxLength) {
      setError(DispatchMsg.noteRequired);
      return;
    }
    try {
      await add.mutateAsync({ id: followId, content });
      setText('');
      onAdded(DispatchMsg.noteOk);
    } catch {
      // The client has toasted the server's reason; the text stays for another try.
    }
  };

  return (
    <div data-testid="follow-notes">
      {notes.length === 0 ? (
        <p className={styles.noNotes}>还没有跟进记录</p>
      ) : (
        <ul className={styles.notes}>
          {notes.map((note) => (
            <li key={note.id} className={styles.note} data-testid="follow-note">
              <div className={styles.noteHead}>
                <span data-testid="follow-note-time">{formatDate(note.createTime, 'yyyy-MM-dd HH:mm')}</span>
                <span>{note.userName}</span>
              </div>
              <p className={styles.noteText}>{note.content}</p>
            </li>
          ))}
        </ul>
      )}
      {canNote && (
        <div className={styles.noteForm}>
          <TextArea
            className={styles.noteInput}
            placeholder="记录本次沟通的内容，如确认的库存、批号、价格"
            value={text}
            onChange={(v) => {
              setText(v);
              if (error) setError('');
            }}
            maxLength={DispatchLimits.noteMaxLength}
            autoSize={{ minRows: 3, maxRows: 6 }}
            showCount
            data-testid="follow-note-input"
          />
          {error && (
            <p className={styles.fieldError} data-testid="follow-note-error">
              {error}
            </p>
          )}
          <Button color="primary" fill="outline" shape="rounded" loading={add.isPending} onClick={() => void submit()} data-testid="follow-note-add">
            添加跟进记录
          </Button>
        </div>
      )}
    </div>
  );
}
