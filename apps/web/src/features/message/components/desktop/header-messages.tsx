import { Badge } from 'antd';
import { Link } from 'react-router';
import { useUnread } from '../../hooks/use-unread';
import './messages.css';

/**
 * 消息 in the desktop header: a bell with my unread count (live through the websocket), to /pc/messages. The layout
 * loads it lazily, for a logged-in user only.
 */
export default function HeaderMessages() {
  const total = useUnread()?.total ?? 0;
  return (
    <Link to="/pc/messages" className="pc-header-messages" data-testid="header-messages" data-count={total} aria-label={total ? `消息中心，${total} 条未读` : '消息中心'}>
      <Badge count={total} overflowCount={99} size="small" offset={[2, -2]}>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
          <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4z" />
          <path d="M10 20a2 2 0 0 0 4 0" />
        </svg>
      </Badge>
      <span>消息</span>
    </Link>
  );
}
