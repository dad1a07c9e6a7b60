import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { PublishMsg } from '@mts/shared/messages';
import type { CategoryNode } from '@mts/shared/schemas';
import { emptyClueForm, type ClueFormValues } from '@/features/clues/model/clue-form';
import { filledClueForm } from '@/test/clue-fixtures';
import { ApiError } from '@/lib/http';
import { PublishForm } from './publish-form';

vi.mock('@/lib/http', async () => (await import('@/test/fake-http')).fakeHttp());

vi.mock('@/features/goods/api/get-suggest', () => ({ useSuggest: () => ({ data: undefined }) }));
vi.mock('@/features/uploads/api/upload-image', () => ({ uploadImage: vi.fn() }));

const tree: CategoryNode[] = [{ id: 1, name: 'DRAM颗粒', picture: '', parentId: null, children: [{ id: 11, name: 'DDR4', picture: '', parentId: 1, children: [] }] }];

const filled = filledClueForm();

function renderForm(initialValues: ClueFormValues, onSubmit = vi.fn().mockResolvedValue(undefined), onNeedRealName = vi.fn()) {
  render(
    <AntApp>
      <PublishForm initialValues={initialValues} categories={tree} submitText="发布" onSubmit={onSubmit} onNeedRealName={onNeedRealName} />
    </AntApp>,
  );
  return { onSubmit, onNeedRealName };
}

const fieldErrors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);

const submit = () => act(async () => fireEvent.click(screen.getByTestId('publish-submit')));

describe('PublishForm validation (shared clueForm schema)', { timeout: 30_000 }, () => {
  it('shows each empty field its Chinese message and does not submit', async () => {
    const { onSubmit } = renderForm(emptyClueForm());
    await submit();
    for (const text of [
      PublishMsg.categoryId,
      PublishMsg.brand,
      PublishMsg.goodsModel,
      PublishMsg.goodsName,
      PublishMsg.quantity,
      PublishMsg.moq,
      PublishMsg.priceRequired,
      PublishMsg.dateCode,
      PublishMsg.condition,
      PublishMsg.deliveryPlace,
      PublishMsg.contactName,
      PublishMsg.contactMobile,
    ]) {
      await waitFor(() => expect(fieldErrors()).toContain(text));
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reports a wrong date code, mobile and an MOQ above the quantity under their fields', async () => {
    renderForm({ ...filled, dateCode: '2399', contactMobile: '1234', moq: 20000 });
    await submit();
    expect(await screen.findByText(PublishMsg.dateCode)).toBeTruthy();
    expect(screen.getByText(PublishMsg.contactMobile)).toBeTruthy();
    expect(screen.getByText(PublishMsg.moqAboveQuantity)).toBeTruthy();
  });

  it('asks for the lead time of a forward offer', async () => {
    renderForm({ ...filled, stockType: '期货', leadTime: '' });
    await submit();
    expect(await screen.findByText(PublishMsg.leadTimeRequired)).toBeTruthy();
  });

  it('sends a complete quote with the price in cents', async () => {
    const { onSubmit } = renderForm(filled);
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ type: 1, categoryId: 11, priceMin: 1320, priceUnit: 10, quantity: 10000, moq: 100 });
  });

  it('shows a server 400 under the field it names', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new ApiError('参数 goodsName 无效：请输入品名（2–60 个字）', 400));
    renderForm(filled, onSubmit);
    await submit();
    expect(await screen.findByText(PublishMsg.goodsName)).toBeTruthy();
  });

  it('turns a server 403 into the real-name prompt', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new ApiError(PublishMsg.needRealName, 403));
    const { onNeedRealName } = renderForm(filled, onSubmit);
    await submit();
    await waitFor(() => expect(onNeedRealName).toHaveBeenCalled());
  });
});
