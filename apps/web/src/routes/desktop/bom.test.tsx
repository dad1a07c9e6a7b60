import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderDesktopPage, where } from '@/test/render-page';
import { bomDetail, resetBomNet } from '@/test/bom-fixtures';
import { signIn, signOut } from '@/test/session';
import { BomMatchPage, BomPage } from './bom';

/** BOM配单 on the desktop over a mocked network: paste → match page, the offers drawer, selection → cart and intention orders. */

const net = vi.hoisted(() => ({}) as import('@/test/bom-fixtures').BomNet);
vi.mock('@/lib/http', async () => (await import('@/test/bom-fixtures')).bomHttp(net));

beforeEach(() => {
  resetBomNet(net);
  signIn();
});
afterEach(() => signOut());

const render = (at: string) =>
  renderDesktopPage(
    [
      { path: '/pc/bom', element: <BomPage /> },
      { path: '/pc/bom/:id', element: <BomMatchPage /> },
      { path: '*', element: <p data-testid="elsewhere" /> },
    ],
    { at },
  );
const lineOf = (model: string) => screen.getAllByTestId('bom-line').find((l) => l.textContent?.includes(model))!;

describe('BOM配单 (desktop)', () => {
  it('paste → /pc/bom/7 with the summary; 我的BOM lists the saved ones', async () => {
    const router = render('/pc/bom');
    const paste = screen.getByTestId('bom-paste') as HTMLTextAreaElement;
    expect(paste.placeholder).toContain('K4A8G165WCBCTD 2000');
    const row = (await screen.findAllByTestId('bom-row'))[0]!;
    expect(row.textContent).toContain('主板 BOM');
    expect(within(row).getByTestId('bom-coverage').textContent).toBe('部分');
    fireEvent.change(paste, { target: { value: 'K4A8G165WCBCTD\t2000\tSamsung' } });
    fireEvent.click(screen.getByTestId('bom-match'));
    await waitFor(() => expect(where(router)).toBe('/pc/bom/7'));
    const summary = await screen.findByTestId('bom-summary');
    expect(within(summary).getByTestId('bom-summary-totals').textContent).toContain('¥294,000.00$26,400.00');
    expect(within(summary).getByTestId('bom-summary-qty').textContent).toBe('5,000 片 / 7,100 片');
  });

  it('refused rows show with their row numbers and the way to the saved lines', async () => {
    net.created = bomDetail({ errors: [{ row: 2, text: 'X'.repeat(70) + ' 100', reason: '型号超过 64 个字符' }] });
    const router = render('/pc/bom');
    fireEvent.change(screen.getByTestId('bom-paste'), { target: { value: 'K4A8G165WCBCTD 2000\n' + 'X'.repeat(70) + ' 100' } });
    fireEvent.click(screen.getByTestId('bom-match'));
    expect((await screen.findByTestId('bom-refused-row')).textContent).toContain('第 2 行');
    expect(screen.getByTestId('bom-refused').textContent).toContain('型号超过 64 个字符');
    fireEvent.click(screen.getByTestId('bom-refused-open'));
    await waitFor(() => expect(where(router)).toBe('/pc/bom/7'));
  });

  it('the offers drawer switches the line to another offer', async () => {
    render('/pc/bom/7');
    await screen.findByTestId('bom-summary');
    expect(within(lineOf('K4A8G165WCBCTD')).getByTestId('bom-offer-price').textContent).toBe('$13.20');
    fireEvent.click(within(lineOf('K4A8G165WCBCTD')).getByTestId('bom-line-offers'));
    const drawer = await screen.findByTestId('bom-offers');
    await waitFor(() => expect(within(drawer).getAllByTestId('bom-offer-row')).toHaveLength(3));
    fireEvent.click(within(within(drawer).getAllByTestId('bom-offer-row')[2]!).getByTestId('bom-offer-choose'));
    await waitFor(() => expect(net.posts).toEqual([{ url: '/bom/choose', body: { lineId: 1, goodsId: 103 } }]));
    await waitFor(() => expect(within(lineOf('K4A8G165WCBCTD')).getByTestId('bom-offer-price').textContent).toBe('$14.50'));
  });

  it('全选 → 生成意向单: the orders made link to their pages, the refused line says why', async () => {
    render('/pc/bom/7');
    await screen.findByTestId('bom-summary');
    fireEvent.click(screen.getByTestId('bom-select-all'));
    expect(screen.getByTestId('bom-actions').textContent).toContain('已选 3 行');
    fireEvent.click(screen.getByTestId('bom-pre-orders'));
    await waitFor(() => expect(net.posts[0]).toEqual({ url: '/bom/toPreOrders', body: { id: 7, lineIds: [1, 2, 3] } }));
    const result = await screen.findByTestId('bom-result');
    expect(within(result).getByTestId('bom-result-pre-order').getAttribute('href')).toBe('/pc/preOrderDetail/55');
    expect(within(result).getByTestId('bom-result-refused').textContent).toBe('第 3 行 ZZX9999-UNKNOWN：该行没有可购买的报价');
    expect(within(lineOf('ZZX9999-UNKNOWN')).getByTestId('bom-line-refused').textContent).toBe('未通过：该行没有可购买的报价');
  });

  it('选未找到 → 询价 in a dialog (3 days ahead) → /pc/rfq', async () => {
    const router = render('/pc/bom/7');
    await screen.findByTestId('bom-summary');
    fireEvent.click(screen.getByTestId('bom-select-none'));
    fireEvent.click(screen.getByTestId('bom-rfq'));
    await screen.findByTestId('bom-rfq-sheet');
    fireEvent.click(screen.getByText('发送询价'));
    await waitFor(() => expect(where(router)).toBe('/pc/rfq'));
    const body = net.posts[0]!.body as { lineIds: number[]; deadline: string };
    expect(body.lineIds).toEqual([3]);
    expect(Math.round((Date.parse(body.deadline) - Date.now()) / 86_400_000)).toBe(3);
  });
});
