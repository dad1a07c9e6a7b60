import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { DispatchLimits } from '@mts/shared/constants';
import { formatDate } from '@mts/shared/format';
import type { FollowNote } from '@mts/shared/schemas';
import { followNoteError } from '../../model/follow-detail';
import styles from './dispatch.module.css';

type FollowNotesProps = {
  /** Newest first, as the server sends them. */
  notes: FollowNote[];
  /** The holder of a pending item may add one. */
  canNote: boolean;
  /** A note is being saved. */
  busy: boolean;
  /** Saves a checked note (the page model's action); rejects when the server refused (already toasted). */
  onAdd: (content: string) => Promise<unknown>;
};

/** 跟进记录: every contact noted with its time and author; the holder adds one with 添加跟进记录. */
export function FollowNotes({ notes, canNote, busy, onAdd }: FollowNotesProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');

  const submit = async () => {
    const problem = followNoteError(text);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      await onAdd(text);
      setText('');
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
          <Button color="primary" fill="outline" shape="rounded" loading={busy} onClick={() => void submit()} data-testid="follow-note-add">
            添加跟进记录
          </Button>
        </div>
      )}
    </div>
  );
}
