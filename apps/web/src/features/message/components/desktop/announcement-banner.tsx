import { Alert, Button } from 'antd';
import { useAnnouncementBanner } from '../../api/get-banner';
import { useReadAnnouncement } from '../../hooks/use-read-announcement';
import './messages.css';

/**
 * 系统公告 marked important, on the desktop home while unread (loaded for a logged-in user only): its title and
 * text (plain text, never HTML); 知道了 marks it read.
 */
export default function AnnouncementBanner({ className = 'pc-announcement-banner' }: { className?: string }) {
  const banner = useAnnouncementBanner();
  const read = useReadAnnouncement();
  const item = banner.data?.list[0];
  if (!item) return null;
  return (
    <Alert
      className={className}
      type="warning"
      showIcon
      data-testid="announcement-banner"
      title={<strong data-testid="announcement-title">系统公告：{item.title}</strong>}
      description={item.body}
      action={
        <Button size="small" onClick={() => read(item.messageId)} data-testid="announcement-read">
          知道了
        </Button>
      }
    />
  );
}
