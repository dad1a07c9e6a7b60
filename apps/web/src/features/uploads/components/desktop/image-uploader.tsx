import { App, Upload, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { PublishLimits } from '@mts/shared/constants';
import { PublishMsg } from '@mts/shared/messages';
import { ApiError } from '@/lib/http';
import { UPLOAD_IMAGE_ACCEPT, uploadRefusal } from '@/lib/upload-check';
import { uploadImage } from '../../api/upload-image';


type Props = {
  value?: string[];
  onChange?: (urls: string[]) => void;
  /** Told while any picture is still uploading (the form waits for it). */
  onBusyChange?: (busy: boolean) => void;
  max?: number;
  id?: string;
};

const fromUrls = (urls: string[]): UploadFile[] => urls.map((url, i) => ({ uid: `saved-${i}-${url}`, name: url.split('/').pop() ?? url, status: 'done', url }));

/**
 * Up to 9 pictures as a picture card wall; each goes to POST /upload/image as it is picked. The server
 * decides what is an image (by content, ≤ 5 MB); its refusal shows on the card and as a message.
 */
export function ImageUploader({ value = [], onChange, onBusyChange, max = PublishLimits.maxImages, id }: Props) {
  const { message } = App.useApp();
  const [files, setFiles] = useState<UploadFile[]>(() => fromUrls(value));
  const emitted = useRef(value.join('\n'));

  // A value set from outside (prefilled edit, reset) replaces the wall.
  useEffect(() => {
    if (value.join('\n') !== emitted.current) {
      emitted.current = value.join('\n');
      setFiles(fromUrls(value));
    }
  }, [value]);

  const sync = (next: UploadFile[]) => {
    setFiles(next);
    onBusyChange?.(next.some((f) => f.status === 'uploading'));
    const urls = next.filter((f) => f.status === 'done' && f.url).map((f) => f.url!);
    if (urls.join('\n') !== emitted.current) {
      emitted.current = urls.join('\n');
      onChange?.(urls);
    }
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    // a quick answer for the obvious cases; the server checks the content
    const refusal = uploadRefusal(file);
    if (refusal) void message.error(refusal);
    return refusal ? Upload.LIST_IGNORE : true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    uploadImage(file as Blob, (percent) => onProgress?.({ percent }))
      .then((result) => onSuccess?.(result))
      .catch((error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error))));
  };

  const handleChange: UploadProps['onChange'] = ({ fileList }) => {
    sync(
      fileList.map((f) => {
        const reply = f.response as { url?: string; thumbUrl?: string } | undefined;
        if (f.status === 'done' && reply?.url) return { ...f, url: reply.url, thumbUrl: reply.thumbUrl ?? reply.url };
        if (f.status === 'error') return { ...f, response: f.error instanceof ApiError ? f.error.message : PublishMsg.uploadType };
        return f;
      }),
    );
  };

  return (
    <Upload
      id={id}
      accept={UPLOAD_IMAGE_ACCEPT}
      listType="picture-card"
      multiple
      maxCount={max}
      fileList={files}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      onChange={handleChange}
      data-testid="image-uploader"
    >
      {files.length >= max ? null : (
        <button type="button" className="pc-upload-button">
          <span className="pc-upload-plus">+</span>
          <div>上传图片</div>
        </button>
      )}
    </Upload>
  );
}
