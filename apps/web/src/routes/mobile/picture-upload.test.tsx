import { act, fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReportForm } from '@/features/inspection/components/mobile/report-form';

let finishUpload: (v: { url: string; thumbUrl: string }) => void = () => {};
vi.mock('@/features/uploads/api/upload-image', () => ({
  uploadImage: () => new Promise((resolve) => (finishUpload = resolve)),
}));

const { MobileImageUploader } = await import('@/features/uploads/components/mobile/image-uploader');

describe('the phone picture picker while a picture uploads', () => {
  it('tells the form it is busy until the upload ends, and the inspection report cannot be sent meanwhile', async () => {
    const busy: boolean[] = [];
    let urls: string[] = [];
    const view = render(
      <ReportForm
        orderId={1}
        contractQuantity={100}
        onSubmit={async () => {}}
        renderPhotos={(field) => (
          <MobileImageUploader
            {...field}
            onChange={(next) => {
              urls = next;
              field.onChange(next);
            }}
            onBusyChange={(b) => {
              busy.push(b);
              field.onBusyChange(b);
            }}
            testId="report-photos"
          />
        )}
      />,
    );
    const submit = view.getByTestId('report-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(false);
    const input = view.container.querySelector('input[type=file]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([new Uint8Array(10)], 'a.png', { type: 'image/png' })] } });
    });
    await vi.waitFor(() => expect(busy).toContain(true));
    expect(submit.disabled).toBe(true);
    expect(submit.textContent).toContain('图片上传中…');
    expect(urls).toEqual([]);
    await act(async () => finishUpload({ url: '/uploads/a.png', thumbUrl: '/uploads/a.png' }));
    await vi.waitFor(() => expect(busy.at(-1)).toBe(false));
    expect(submit.disabled).toBe(false);
    expect(submit.textContent).toContain('提交验货报告');
    expect(urls).toEqual(['/uploads/a.png']);
  });
});
