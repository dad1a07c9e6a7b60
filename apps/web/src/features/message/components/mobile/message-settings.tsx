import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import Switch from 'antd-mobile/es/components/switch';
import { NOTICE_CHANNEL_LABELS } from '@mts/shared/notice';
import { Msg } from '@mts/shared/messages';
import { quietText, SETTINGS_GROUPS } from '../../model/message-facts';
import type { MessageSettingsPage } from '../../model/settings-page';
import styles from './inbox.module.css';

/** 消息设置 (phone): each kind's 站内 / 短信 / 微信 switches by tab, quiet hours, 保存. */
export function MessageSettingsView({ page }: { page: MessageSettingsPage }) {
  const { draft, query } = page;
  if (query.isPending)
    return (
      <div className={styles.loading}>
        <DotLoading color="primary" />
      </div>
    );
  if (!draft)
    return (
      <button type="button" className={styles.state} onClick={() => void query.refetch()}>
        {Msg.listLoadFailed}
      </button>
    );
  return (
    <div data-testid="message-settings">
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>免打扰时段</h2>
        <p className={styles.hint}>时段内不发短信和微信通知，到时段结束后再发；站内消息照常。当前：{quietText(draft.quietStart, draft.quietEnd)}</p>
        <div className={styles.quietRow}>
          <input type="time" aria-label="开始" value={draft.quietStart} onChange={(e) => page.setQuiet('quietStart', e.target.value)} data-testid="quiet-start" />
          至
          <input type="time" aria-label="结束" value={draft.quietEnd} onChange={(e) => page.setQuiet('quietEnd', e.target.value)} data-testid="quiet-end" />
        </div>
      </section>
      {!page.wechatBound && (
        <p className={styles.hint} style={{ padding: '10px 16px 0' }}>
          微信通知仅对使用微信登录的用户开放。
        </p>
      )}
      {SETTINGS_GROUPS.map((group) => (
        <section key={group.tab} className={styles.section}>
          <h2 className={styles.sectionTitle}>{group.title}</h2>
          <div className={`${styles.kindRow} ${styles.kindHead}`}>
            <span>类型</span>
            <span className={styles.cell}>{NOTICE_CHANNEL_LABELS.site}</span>
            <span className={styles.cell}>{NOTICE_CHANNEL_LABELS.sms}</span>
            <span className={styles.cell}>{NOTICE_CHANNEL_LABELS.wechat}</span>
          </div>
          {group.kinds.map((kind) => {
            const v = draft.kinds[kind.code]!;
            return (
              <div key={kind.code} className={styles.kindRow} data-testid={`setting-${kind.code}`}>
                <span>{kind.label}</span>
                <span className={styles.cell}>
                  <Switch checked disabled aria-label={`${kind.label} 站内消息（始终开启）`} />
                </span>
                <span className={styles.cell}>
                  {kind.sms ? (
                    <Switch checked={v.sms} onChange={(on) => page.setSwitch(kind.code, 'sms', on)} aria-label={`${kind.label} 短信`} data-testid={`setting-${kind.code}-sms`} />
                  ) : (
                    '—'
                  )}
                </span>
                <span className={styles.cell}>
                  {kind.wechat ? (
                    <Switch
                      checked={v.wechat}
                      disabled={!page.wechatBound && !v.wechat}
                      onChange={(on) => page.setSwitch(kind.code, 'wechat', on)}
                      aria-label={`${kind.label} 微信`}
                      data-testid={`setting-${kind.code}-wechat`}
                    />
                  ) : (
                    '—'
                  )}
                </span>
              </div>
            );
          })}
        </section>
      ))}
      <div className={styles.actions}>
        <Button block color="primary" disabled={!page.dirty} loading={page.saving} onClick={page.save} data-testid="settings-save">
          保存
        </Button>
      </div>
    </div>
  );
}
