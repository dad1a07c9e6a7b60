import type { CSSProperties } from 'react';
import { badgeText, useUnread } from '../../hooks/use-unread';

// Inline styles: the tab bar loads this chunk lazily, and a stylesheet would add a preload list to its chunk.
const BADGE: CSSProperties = {
  position: 'absolute',
  top: -5,
  left: 'calc(100% - 9px)',
  minWidth: 16,
  height: 16,
  padding: '0 4px',
  border: '1px solid #fff',
  borderRadius: 8,
  background: '#f53f3f',
  color: '#fff',
  fontSize: 10,
  fontWeight: 600,
  lineHeight: '14px',
  textAlign: 'center',
  whiteSpace: 'nowrap',
  boxSizing: 'border-box',
};
const INLINE: CSSProperties = { ...BADGE, position: 'static', display: 'inline-block', marginLeft: 6, verticalAlign: 1, border: 0, lineHeight: '16px' };

/**
 * My unread count as a red badge (nothing at 0), live through the websocket. The tab bar's 我的 loads it lazily,
 * for a logged-in user only (the phone home's budget); `inline` sits in a line of text (消息中心 in 我的).
 */
export default function UnreadBadge({ inline = false, testId = 'tab-unread' }: { inline?: boolean; testId?: string }) {
  const text = badgeText(useUnread()?.total);
  if (!text) return null;
  return (
    <span style={inline ? INLINE : BADGE} data-testid={testId} aria-label={`${text} 条未读消息`}>
      {text}
    </span>
  );
}
