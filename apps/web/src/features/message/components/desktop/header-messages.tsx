import { Link } from 'react-router';
import { badgeText, useUnread } from '../../hooks/use-unread';
import './messages.css';

/**
 * 消息 in the desktop header (a plain count, not antd's Badge: Badge reshuffles antd's shared chunks, which the phone's
 * first chunk lists): a bell with my unread count (live through the websocket), to /pc/messages. The layout
 * loads it lazily, for a logged-in user only.
 */
export default function HeaderMessages() {
  const total = useUnread()?.total ?? 0;
  return (
    <Link to="/pc/messages" className="pc-header-messages" data-testid="header-messages" data-count={total} aria-label={total ? `消息中心，${total} 条未读` : '消息中心'}>
      <span className="pc-header-messages-bell">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
          <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4z" />
          <path d="M10 20a2 2 0 0 0 4 0" />
        </svg>
        {total > 0 && <span className="pc-unread-count pc-header-messages-count">{badgeText(total)}</span>}
      </span>
      <span>消息</span>
    </Link>
  );
}
