import { Button, Empty, Form, Input, Timeline } from 'antd';
import { useState } from 'react';
import { DispatchLimits } from '@mts/shared/constants';
import type { FollowNote } from '@mts/shared/schemas';
import { followNoteError } from '../../model/follow-detail';
import './dispatch.css';

type Props = {
  notes: FollowNote[];
  /** The holder while the item is pending: the form shows. */
  canNote: boolean;
  /** Saves a note (the page's mutation); rejects when the server refused (already toasted). */
  onAdd: (content: string) => Promise<unknown>;
};

/** 跟进记录: each contact with its time and author, newest first; the holder adds one while following up. */
export function FollowNotes({ notes, canNote, onAdd }: Props) {
  const [form] = Form.useForm<{ content: string }>();
  const [saving, setSaving] = useState(false);

  const save = async ({ content }: { content: string }) => {
    setSaving(true);
    try {
      await onAdd(content.trim());
      form.resetFields();
    } catch {
      // toasted by the http client; the text stays for another try
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="pc-follow-notes" data-testid="follow-notes">
      {canNote ? (
        <Form form={form} onFinish={(v) => void save(v)} className="pc-follow-note-form">
          <Form.Item
            name="content"
            rules={[
              {
                validator: (_, value: string | undefined) => {
                  const problem = followNoteError(value ?? '');
                  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                },
              },
            ]}
          >
            <Input.TextArea rows={3} maxLength={DispatchLimits.noteMaxLength} showCount placeholder="记录本次与货主沟通的内容，如价格、库存、交期的确认情况" data-testid="note-input" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="note-submit">
            添加跟进记录
          </Button>
        </Form>
      ) : null}
      {notes.length ? (
        <Timeline
          className="pc-follow-timeline"
          items={notes.map((n) => ({
            key: n.id,
            title: n.createTime,
            content: (
              <div className="pc-follow-note" data-testid="follow-note">
                <p>{n.content}</p>
                <span>{n.userName || '跟单员'}</span>
              </div>
            ),
          }))}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无跟进记录" />
      )}
    </div>
  );
}
