import { formatDate } from '@mts/shared/format';
import { NOTICE_KIND_MAP, NOTICE_KINDS, NOTICE_TABS, type NoticeKindDef } from '@mts/shared/notice';
import type { MessageSettings, MessageSettingsBody } from '@mts/shared/schemas';

/** A message's time: 今天 HH:mm, 昨天 HH:mm, MM-dd HH:mm this year, else yyyy-MM-dd. */
export function messageTime(createdAt: string, now: Date = new Date()): string {
  const d = new Date(createdAt);
  if (Number.isNaN(d.getTime())) return '';
  const day = (x: Date) => new Date(x.getFullYear(), x.getMonth(), x.getDate()).getTime();
  const diff = Math.round((day(now) - day(d)) / 86_400_000);
  if (diff === 0) return `今天 ${formatDate(d, 'HH:mm')}`;
  if (diff === 1) return `昨天 ${formatDate(d, 'HH:mm')}`;
  if (d.getFullYear() === now.getFullYear()) return formatDate(d, 'MM-dd HH:mm');
  return formatDate(d, 'yyyy-MM-dd');
}

/** The kind's label (系统公告, 买家已付款，待发货 …); an unknown kind (a newer server) shows 消息. */
export const kindLabel = (kind: string) => NOTICE_KIND_MAP[kind]?.label ?? '消息';

/** 消息设置's groups: the kinds of each tab, in the table's order. */
export const SETTINGS_GROUPS: readonly { tab: number; title: string; kinds: readonly NoticeKindDef[] }[] = NOTICE_TABS.map((t) => ({
  tab: t.tab,
  title: t.title,
  kinds: NOTICE_KINDS.filter((k) => k.tab === t.tab),
}));

export type KindSwitches = Record<string, { sms: boolean; wechat: boolean }>;

/** Settings being edited: the switches of every kind (a kind missing from the server's answer: off) and quiet hours. */
export type SettingsDraft = { kinds: KindSwitches; quietStart: string; quietEnd: string };

export function draftOf(settings: MessageSettings): SettingsDraft {
  const kinds: KindSwitches = {};
  for (const def of NOTICE_KINDS) {
    const v = settings.kinds[def.code];
    kinds[def.code] = { sms: def.sms && !!v?.sms, wechat: def.wechat && !!v?.wechat };
  }
  return { kinds, quietStart: settings.quietStart, quietEnd: settings.quietEnd };
}

/** A switch's new draft. */
export function toggle(draft: SettingsDraft, kind: string, channel: 'sms' | 'wechat', on: boolean): SettingsDraft {
  return { ...draft, kinds: { ...draft.kinds, [kind]: { ...draft.kinds[kind]!, [channel]: on } } };
}

/** The body to save: the kinds whose switches changed (only channels the kind allows) and the quiet hours. */
export function settingsBody(saved: SettingsDraft, draft: SettingsDraft): MessageSettingsBody {
  const kinds: KindSwitches = {};
  for (const [code, v] of Object.entries(draft.kinds)) {
    const was = saved.kinds[code];
    if (!was || was.sms !== v.sms || was.wechat !== v.wechat) kinds[code] = v;
  }
  return { ...(Object.keys(kinds).length ? { kinds } : {}), quietStart: draft.quietStart, quietEnd: draft.quietEnd };
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Quiet hours are HH:MM; start and end may be equal (no quiet hours). */
export const validQuietHours = (draft: SettingsDraft) => HHMM.test(draft.quietStart) && HHMM.test(draft.quietEnd);

/** 22:00–08:00 (次日), or 不开启 when start = end. */
export const quietText = (start: string, end: string) => (start === end ? '未开启' : `${start} – ${end}${end <= start ? '（次日）' : ''}`);

/** Whether anything differs from what is saved. */
export const isDirty = (saved: SettingsDraft, draft: SettingsDraft) => JSON.stringify(saved) !== JSON.stringify(draft);
