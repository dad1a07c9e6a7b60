import { useState, type CSSProperties } from 'react';
import { useAnnouncementBanner, type BannerAnnouncement } from '../../api/get-banner';
import { useReadAnnouncement } from '../../hooks/use-read-announcement';

// Inline styles: the home loads this chunk lazily, and a stylesheet would add a preload list to the home's chunk.
const BANNER: CSSProperties = {
  display: 'flex',
  gap: 8,
  alignItems: 'flex-start',
  margin: '0 12px 10px',
  padding: '10px 12px',
  border: '1px solid #ffd591',
  borderRadius: 10,
  background: '#fff7e6',
  color: '#873800',
  fontSize: 13,
  lineHeight: 1.5,
};
const TAG: CSSProperties = { flex: 'none', marginTop: 1, padding: '0 5px', borderRadius: 4, background: '#fa8c16', color: '#fff', fontSize: 11, lineHeight: '18px' };
const PLAIN: CSSProperties = { padding: 0, border: 0, background: 'none', color: 'inherit', font: 'inherit' };
const TEXT: CSSProperties = { ...PLAIN, flex: 1, minWidth: 0, textAlign: 'left' };
const BODY: CSSProperties = { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2, overflow: 'hidden', whiteSpace: 'pre-wrap', wordBreak: 'break-all' };
const BODY_ALL: CSSProperties = { display: 'block', whiteSpace: 'pre-wrap', wordBreak: 'break-all' };
const CLOSE: CSSProperties = { ...PLAIN, flex: 'none', padding: '0 2px', color: '#ad6800', whiteSpace: 'nowrap' };

/**
 * 系统公告 marked important, on the phone home while unread (the home loads this for a logged-in user only; the server
 * answers at most three): each with its title and two lines of the text (a tap shows it all); 知道了 marks it read.
 * The text is plain: rendered as text, never as HTML.
 */
export default function AnnouncementBanners() {
  const banner = useAnnouncementBanner();
  const read = useReadAnnouncement();
  return (
    <>
      {banner.data?.list.map((item) => (
        <Banner key={item.messageId} item={item} onRead={() => read(item.messageId)} />
      ))}
    </>
  );
}

function Banner({ item, onRead }: { item: BannerAnnouncement; onRead: () => void }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <div style={BANNER} role="status" data-testid="announcement-banner">
      <span style={TAG}>公告</span>
      <button type="button" style={TEXT} onClick={() => setExpanded((e) => !e)} aria-expanded={expanded}>
        <strong style={{ display: 'block' }} data-testid="announcement-title">
          {item.title}
        </strong>
        <span style={expanded ? BODY_ALL : BODY}>{item.body}</span>
      </button>
      <button type="button" style={CLOSE} onClick={onRead} data-testid="announcement-read">
        知道了
      </button>
    </div>
  );
}
