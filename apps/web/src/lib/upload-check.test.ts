import { describe, expect, it } from 'vitest';
import { PublishLimits } from '@mts/shared/constants';
import { PublishMsg } from '@mts/shared/messages';
import { UPLOAD_IMAGE_ACCEPT, uploadRefusal } from './upload-check';

describe('uploadRefusal: the one client check of a picked picture', () => {
  it('takes JPEG, PNG and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(uploadRefusal({ type, size: PublishLimits.maxUploadBytes })).toBeNull();
    expect(UPLOAD_IMAGE_ACCEPT).toBe('image/jpeg,image/png,image/webp');
  });

  it('refuses another type first, then a picture over 5 MB', () => {
    expect(uploadRefusal({ type: 'image/gif', size: 10 })).toBe(PublishMsg.uploadType);
    expect(uploadRefusal({ type: 'application/pdf', size: PublishLimits.maxUploadBytes + 1 })).toBe(PublishMsg.uploadType);
    expect(uploadRefusal({ type: 'image/png', size: PublishLimits.maxUploadBytes + 1 })).toBe(PublishMsg.uploadTooBig);
  });
});
