import { UPLOAD_IMAGE_ACCEPT, uploadRefusal } from '@/lib/upload-check';
import { toast } from './toast';

/**
 * What the phone's picture uploaders (antd-mobile ImageUploader) pick with: several at once, images only, and a file
 * the server would refuse (type, size) toasted and left out before any upload.
 */
export const IMAGE_PICK = {
  multiple: true,
  accept: UPLOAD_IMAGE_ACCEPT,
  beforeUpload: (file: File) => {
    const refusal = uploadRefusal(file);
    if (refusal) toast(refusal);
    return refusal ? null : file;
  },
};
