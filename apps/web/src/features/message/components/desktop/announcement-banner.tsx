import { Alert, Button } from 'antd';
import { useAnnouncementBanner } from '../../api/get-banner';
import { useReadAnnouncement } from '../../hooks/use-read-announcement';
import './messages.css';

/**
 * 系统公告 marked important, on the desktop home while unread (loaded for a logged-in user only): each one's title
 * and text (plain text, never HTML; the server answers at most three); 知道了 marks it read.
 */
export default function AnnouncementBanners() {
  const banner = useAnnouncementBanner();
  const read = useReadAnnouncement();
  return (
    <>
      {banner.data?.list.map((item) => (
        <Alert
          key={item.messageId}
          className="pc-announcement-banner"
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
      ))}
    </>
  );
}
