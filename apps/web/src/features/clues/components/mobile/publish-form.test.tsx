import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PublishMsg } from '@mts/shared/messages';
import type { CategoryNode, ClueForm, SuggestResult } from '@mts/shared/schemas';
import { emptyQuoteMessages } from '@/test/clue-fixtures';
import { PublishForm } from './publish-form';
import { emptyClueForm, serverFieldError, textToCents, toTextValues, type ClueTextValues as PublishValues } from '../../model/clue-form';

const emptyValues = (defaults: { contactName?: string; contactMobile?: string }) => toTextValues(emptyClueForm(defaults));

const tree: CategoryNode[] = [
  { id: 1, name: '存储芯片', picture: '', parentId: null, children: [{ id: 11, name: 'DDR4', picture: '', parentId: 1, children: [] }] },
];

const suggestions: SuggestResult = {
  models: [{ goodsModel: 'K4A8G165WC-BCTD', brandName: '三星' }],
  brands: [{ name: '三星', nameEn: 'Samsung' }],
};

function renderForm(initial: Partial<PublishValues> = {}, onSubmit = vi.fn(async (_body: ClueForm) => {})) {
  const suggest = vi.fn(async () => suggestions);
  const upload = vi.fn(async () => ({ url: '/uploads/a.webp', thumbUrl: '/uploads/a_t.webp', width: 10, height: 10 }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PublishForm initial={{ ...emptyValues({ contactName: '王先生', contactMobile: '13812345678' }), ...initial }} categories={tree} suggest={suggest} upload={upload} onSubmit={onSubmit} />
    </QueryClientProvider>,
  );
  return { onSubmit, suggest };
}

const filled: Partial<PublishValues> = {
  categoryId: 11,
  brand: '三星',
  goodsModel: 'K4A8G165WC-BCTD',
  goodsName: 'DDR4 8Gb 颗粒',
  quantity: '10000',
  moq: '100',
  priceUnit: 10,
  price: '13.2',
  dateCode: '24+',
  condition: '原装',
  deliveryPlace: '深圳',
};

const errorOf = (field: string) => screen.queryByTestId(`error-${field}`)?.textContent;
/** The message under each field named (undefined: none shown) is the one expected. */
const expectErrors = (expected: Record<string, string | undefined>) =>
  expect(Object.fromEntries(Object.keys(expected).map((field) => [field, errorOf(field)]))).toEqual(expected);
const submit = async () => {
  await act(async () => fireEvent.click(screen.getByTestId('publish-submit')));
};

describe('mobile publish form', () => {
  it('shows the schema message under every required field of an empty quote', async () => {
    const { onSubmit } = renderForm();
    await submit();
    expectErrors({ ...emptyQuoteMessages, contactName: undefined });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reports bad values and cross-field rules on their field', async () => {
    renderForm({ ...filled, goodsModel: 'K4A8_G165', quantity: '100', moq: '500', price: '1.234', dateCode: '2399', contactMobile: '1234', stockType: '期货' });
    await submit();
    expectErrors({
      goodsModel: PublishMsg.goodsModelChars,
      moq: PublishMsg.moqAboveQuantity,
      priceMin: PublishMsg.priceMin,
      dateCode: PublishMsg.dateCode,
      contactMobile: PublishMsg.contactMobile,
      leadTime: PublishMsg.leadTimeRequired,
    });
  });

  it('clears a field’s message when it is edited', async () => {
    renderForm({ ...filled, goodsName: '' });
    await submit();
    expect(errorOf('goodsName')).toBe(PublishMsg.goodsName);
    fireEvent.change(within(screen.getByTestId('publish-goodsName')).getByRole('textbox'), { target: { value: 'DDR4 颗粒' } });
    expect(errorOf('goodsName')).toBeUndefined();
  });

  it('sends a valid supply quote with the price in cents', async () => {
    const { onSubmit } = renderForm(filled);
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ type: 1, categoryId: 11, priceUnit: 10, priceMin: 1320, quantity: 10000, moq: 100, taxIncluded: false, stockType: '现货', leadTime: '' });
  });

  it('lets a demand go without a target price (面议)', async () => {
    const { onSubmit } = renderForm({ ...filled, type: 2, price: '' });
    expect(screen.getByText('目标价')).toBeTruthy();
    await submit();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ type: 2, priceMin: null });
  });

  it('shows a server 400 naming a field under that field', async () => {
    const onSubmit = vi.fn(async () => {
      throw Object.assign(new Error(`参数 goodsName 无效：${PublishMsg.goodsName}`), { code: 400 });
    });
    renderForm(filled, onSubmit);
    await submit();
    expect(errorOf('goodsName')).toBe(PublishMsg.goodsName);
  });

  it('fills part number and brand from a suggestion', async () => {
    renderForm();
    const input = within(screen.getByTestId('publish-goodsModel')).getByRole('textbox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'k4a8' } });
    const list = await screen.findByTestId('model-suggestions', {}, { timeout: 2000 });
    await act(async () => fireEvent.click(within(list).getByText('K4A8G165WC-BCTD')));
    expect((input as HTMLInputElement).value).toBe('K4A8G165WC-BCTD');
    expect((within(screen.getByTestId('publish-brand')).getByRole('textbox') as HTMLInputElement).value).toBe('三星');
  });
});

describe('publish values', () => {
  it('turns yuan text into cents', () => {
    expect(textToCents('13.2')).toBe(1320);
    expect(textToCents('0.05')).toBe(5);
    expect(textToCents('82')).toBe(8200);
    expect(textToCents('')).toBeNull();
    expect(textToCents('1.234')).toBeNaN();
  });
  it('maps server messages to fields', () => {
    expect(serverFieldError(`参数 dateCode 无效：${PublishMsg.dateCode}`)).toEqual({ field: 'dateCode', message: PublishMsg.dateCode });
    expect(serverFieldError(`参数 images.2 无效：${PublishMsg.imageUrl}`)).toEqual({ field: 'images', message: PublishMsg.imageUrl });
    expect(serverFieldError(PublishMsg.categoryNotLeaf)).toEqual({ field: 'categoryId', message: PublishMsg.categoryNotLeaf });
    expect(serverFieldError('服务器错误')).toBeNull();
  });
});
