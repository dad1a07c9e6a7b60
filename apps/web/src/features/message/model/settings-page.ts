import { useEffect, useMemo, useState } from 'react';
import { MessageMsg } from '@mts/shared/messages';
import { useMessageSettings, useSaveMessageSettings } from '../api/message-settings';
import { draftOf, isDirty, settingsBody, toggle, validQuietHours, type SettingsDraft } from './message-facts';

/**
 * 消息设置 (both apps): per kind × channel switches (站内 always on, 短信/微信 where the kind allows them; 微信 only
 * for a user who logged in with WeChat), quiet hours; 保存 sends what changed.
 */
export function useMessageSettingsPage(env: { notify: (text: string) => void; warn: (text: string) => void }) {
  const query = useMessageSettings();
  const save = useSaveMessageSettings();
  const saved = useMemo(() => (query.data ? draftOf(query.data) : undefined), [query.data]);
  const [draft, setDraft] = useState<SettingsDraft | undefined>(saved);
  useEffect(() => setDraft(saved), [saved]);

  return {
    query,
    draft,
    wechatBound: query.data?.wechatBound ?? false,
    smsBound: query.data?.smsBound ?? false,
    dirty: !!saved && !!draft && isDirty(saved, draft),
    saving: save.isPending,
    setSwitch: (kind: string, channel: 'sms' | 'wechat', on: boolean) => setDraft((d) => (d ? toggle(d, kind, channel, on) : d)),
    setQuiet: (which: 'quietStart' | 'quietEnd', value: string) => setDraft((d) => (d ? { ...d, [which]: value } : d)),
    save: () => {
      if (!saved || !draft) return;
      if (!validQuietHours(draft)) return env.warn(MessageMsg.quietHours);
      save.mutate(settingsBody(saved, draft), { onSuccess: (reply) => env.notify(reply.msg || MessageMsg.settingsOk) });
    },
  };
}

export type MessageSettingsPage = ReturnType<typeof useMessageSettingsPage>;
