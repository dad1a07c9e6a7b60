import type { HTMLAttributes } from 'react';
import { Alert, Button, Skeleton, Switch, Table, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { NOTICE_CHANNEL_LABELS, type NoticeKindDef } from '@mts/shared/notice';
import { ListLoadError } from '@/components/desktop/list-load-error';
import { quietText, SETTINGS_GROUPS } from '../../model/message-facts';
import type { MessageSettingsPage } from '../../model/settings-page';
import './messages.css';

const FORMAT = 'HH:mm';

/** 消息设置 (desktop): quiet hours, then each tab's kinds with their 站内 / 短信 / 微信 switches; 保存. */
export function MessageSettingsView({ page }: { page: MessageSettingsPage }) {
  const { draft, query } = page;
  if (query.isError) return <ListLoadError onRetry={query.refetch} />;
  if (!draft) return <Skeleton active paragraph={{ rows: 10 }} className="pc-card pc-message-settings" />;

  const columns = [
    { title: '消息类型', dataIndex: 'label', key: 'label' },
    { title: NOTICE_CHANNEL_LABELS.site, key: 'site', width: 110, render: (_: unknown, k: NoticeKindDef) => <Switch size="small" checked disabled aria-label={`${k.label} 站内消息（始终开启）`} /> },
    {
      title: NOTICE_CHANNEL_LABELS.sms,
      key: 'sms',
      width: 110,
      render: (_: unknown, k: NoticeKindDef) =>
        k.sms ? (
          <Switch size="small" checked={draft.kinds[k.code]!.sms} onChange={(on) => page.setSwitch(k.code, 'sms', on)} aria-label={`${k.label} 短信`} data-testid={`setting-${k.code}-sms`} />
        ) : (
          <span style={{ color: '#c9cdd4' }}>—</span>
        ),
    },
    {
      title: NOTICE_CHANNEL_LABELS.wechat,
      key: 'wechat',
      width: 110,
      render: (_: unknown, k: NoticeKindDef) =>
        k.wechat ? (
          <Switch
            size="small"
            checked={draft.kinds[k.code]!.wechat}
            disabled={!page.wechatBound && !draft.kinds[k.code]!.wechat}
            onChange={(on) => page.setSwitch(k.code, 'wechat', on)}
            aria-label={`${k.label} 微信`}
            data-testid={`setting-${k.code}-wechat`}
          />
        ) : (
          <span style={{ color: '#c9cdd4' }}>—</span>
        ),
    },
  ];

  return (
    <div className="pc-card pc-message-settings" data-testid="message-settings">
      <h2>消息设置</h2>
      <p style={{ color: '#8f959e', margin: 0 }}>站内消息始终开启；短信与微信只用于需要您处理的事项，同一订单每小时最多一条。</p>
      <h3>免打扰时段</h3>
      <div className="pc-message-settings-quiet">
        <TimePicker
          format={FORMAT}
          allowClear={false}
          value={dayjs(draft.quietStart, FORMAT)}
          onChange={(v) => v && page.setQuiet('quietStart', v.format(FORMAT))}
          data-testid="quiet-start"
          aria-label="开始"
        />
        至
        <TimePicker
          format={FORMAT}
          allowClear={false}
          value={dayjs(draft.quietEnd, FORMAT)}
          onChange={(v) => v && page.setQuiet('quietEnd', v.format(FORMAT))}
          data-testid="quiet-end"
          aria-label="结束"
        />
        <span style={{ color: '#8f959e' }}>{quietText(draft.quietStart, draft.quietEnd)}：时段内不发短信和微信，结束后再发</span>
      </div>
      {!page.wechatBound && <Alert style={{ marginTop: 16 }} type="info" showIcon title="微信通知仅对使用微信登录的用户开放。" />}
      {SETTINGS_GROUPS.map((group) => (
        <div key={group.tab}>
          <h3>{group.title}</h3>
          <Table<NoticeKindDef>
            rowKey="code"
            size="small"
            pagination={false}
            columns={columns}
            dataSource={[...group.kinds]}
            onRow={(k) => ({ 'data-testid': `setting-${k.code}` }) as HTMLAttributes<HTMLElement>}
          />
        </div>
      ))}
      <div style={{ marginTop: 20 }}>
        <Button type="primary" disabled={!page.dirty} loading={page.saving} onClick={page.save} data-testid="settings-save">
          保存
        </Button>
      </div>
    </div>
  );
}
