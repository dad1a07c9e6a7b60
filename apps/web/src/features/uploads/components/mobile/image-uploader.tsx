import ImageUploader, { type ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import Toast from 'antd-mobile/es/components/toast';
import { Limits, PublishLimits } from '@mts/shared/constants';
import { PublishMsg } from '@mts/shared/messages';
import { UPLOAD_IMAGE_ACCEPT, uploadRefusal } from '@/lib/upload-check';
import { uploadImage } from '../../api/upload-image';
import styles from './image-uploader.module.css';

const toast = (content: string) => Toast.show({ content, duration: Limits.toastMs });

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
      multiple
      accept={UPLOAD_IMAGE_ACCEPT}
      beforeUpload={(file) => {
        const refusal = uploadRefusal(file);
        if (refusal) toast(refusal);
        return refusal ? null : file;
      }}
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
