import ImageUploader, { type ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import { PublishLimits } from '@mts/shared/constants';
import { PublishMsg } from '@mts/shared/messages';
import { IMAGE_PICK } from '@/components/mobile/image-pick';
import { toast } from '@/components/mobile/toast';
import { uploadImage } from '../../api/upload-image';
import styles from './image-uploader.module.css';

type Props = {
  /** Upload URLs (/uploads/…), in order. */
  value: string[];
  onChange: (urls: string[]) => void;
  max?: number;
  /** Said when more pictures are picked than `max` allows. */
  tooManyText?: string;
  /** Told while any picture is still uploading: the form waits for it (its URL is not in `value` yet). */
  onBusyChange?: (busy: boolean) => void;
  testId?: string;
};

/**
 * The phone's picture wall: each picked picture goes to POST /upload/image (JPEG, PNG or WebP ≤ 5 MB; the server
 * decides by content) and its URL joins the value; a picture can be removed. The obvious refusals (type, size, too
 * many) are toasted before any upload.
 */
export function MobileImageUploader({ value, onChange, max = PublishLimits.maxImages, tooManyText = PublishMsg.images, onBusyChange, testId }: Props) {
  const items: ImageUploadItem[] = value.map((url) => ({ key: url, url }));
  return (
    <ImageUploader
      className={styles.uploader}
      value={items}
      onChange={(next) => onChange(next.map((i) => i.url))}
      maxCount={max}
      {...IMAGE_PICK}
      onCountExceed={() => toast(tooManyText)}
      onUploadQueueChange={(tasks) => onBusyChange?.(tasks.some((t) => t.status === 'pending'))}
      upload={async (file) => {
        const result = await uploadImage(file);
        return { url: result.url, thumbnailUrl: result.thumbUrl };
      }}
      data-testid={testId}
    />
  );
}
