import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installAntdMobileRender } from '@/components/mobile/mobile-render';
import { renderPhonePage, where } from '@/test/render-page';
import { bomDetail, bomLines, resetBomNet } from '@/test/bom-fixtures';
import { signIn, signOut } from '@/test/session';
import { BomMatchPage, Component as BomPage } from './bom';

/** BOM配单 on the phone over a mocked network (antd-mobile only): paste → match page, switch an offer, selection → cart, 询价. */

const net = vi.hoisted(() => ({}) as import('@/test/bom-fixtures').BomNet);
const said = vi.hoisted(() => [] as string[]);
const files = vi.hoisted(() => ({ downloads: [] as string[] }));

vi.mock('@/lib/http', async () => (await import('@/test/bom-fixtures')).bomHttp(net));
vi.mock('@/components/mobile/toast', () => ({ toast: (text: string) => said.push(text) }));
vi.mock('@/lib/download', () => ({
  downloadFile: vi.fn(async (url: string, { fallbackName }: { fallbackName: string }) => {
    files.downloads.push(url);
    return { blob: new Blob(['x']), filename: fallbackName };
  }),
  saveBlob: vi.fn(),
}));

beforeAll(() => installAntdMobileRender());
beforeEach(() => {
  resetBomNet(net);
  said.length = 0;
  files.downloads = [];
  signIn();
});
afterEach(() => {
  signOut();
  cleanup();
  document.body.innerHTML = '';
});

const render = (at: string) =>
  renderPhonePage(
    [
      { path: '/bom', element: <BomPage /> },
      { path: '/bom/:id', element: <BomMatchPage /> },
      { path: '*', element: <p data-testid="elsewhere" /> },
    ],
    { at },
  );
const lineOf = (model: string) => screen.getAllByTestId('bom-line').find((l) => l.textContent?.includes(model))!;

describe('BOM配单 (phone)', () => {
  it('the paste box shows the forms it accepts; 开始匹配 sends the text and opens the match page', async () => {
    const router = render('/bom');
    const paste = screen.getByTestId('bom-paste').querySelector('textarea')!;
    expect(paste.placeholder).toContain('K4A8G165WCBCTD 2000');
    expect(paste.placeholder).toContain('制表符');
    expect((await screen.findAllByTestId('bom-row'))[0]!.textContent).toContain('主板 BOM');

    fireEvent.click(screen.getByTestId('bom-match'));
    expect(screen.getByTestId('bom-input-error').textContent).toBe('请粘贴型号清单');
    expect(net.posts).toHaveLength(0);

    fireEvent.change(paste, { target: { value: 'K4A8G165WCBCTD 2000\nH5AN8G6NDJR XNC\t5000\n\nZZX9999-UNKNOWN 100' } });
    expect(screen.getByText('已输入 3 行')).toBeTruthy();
    fireEvent.click(screen.getByTestId('bom-match'));
    await waitFor(() => expect(where(router)).toBe('/bom/7'));
    expect(net.posts[0]).toEqual({ url: '/bom/create', body: { text: 'K4A8G165WCBCTD 2000\nH5AN8G6NDJR XNC\t5000\n\nZZX9999-UNKNOWN 100' } });
    // The match page shows the BOM the create answered, without asking again.
    expect((await screen.findByTestId('bom-summary')).textContent).toContain('部分');
  });

  it('lines refused on create stay on the page with their rows', async () => {
    net.created = bomDetail({ errors: [{ row: 4, text: 'W25Q128 两千', reason: '数量无法识别（请写数字，如 2000、2k、1W）' }] });
    render('/bom');
    fireEvent.change(screen.getByTestId('bom-paste').querySelector('textarea')!, { target: { value: 'K4A8G165WCBCTD 2000\nW25Q128 两千' } });
    fireEvent.click(screen.getByTestId('bom-match'));
    const refused = await screen.findByTestId('bom-refused');
    expect(within(refused).getByTestId('bom-refused-row').textContent).toBe('第 4 行 W25Q128 两千：数量无法识别（请写数字，如 2000、2k、1W）');
  });

  it('a file of another kind is refused before anything is sent; an .xlsx goes up as multipart', async () => {
    const router = render('/bom');
    const input = screen.getByTestId('bom-file') as HTMLInputElement;
    expect(input.accept).toBe('.xlsx,.xls,.csv');
    fireEvent.change(input, { target: { files: [new File(['x'], 'bom.pdf')] } });
    expect((await screen.findByTestId('bom-input-error')).textContent).toContain('.xlsx');
    fireEvent.change(input, { target: { files: [new File(['x'], 'bom.xlsx')] } });
    await waitFor(() => expect(where(router)).toBe('/bom/7'));
    expect((net.posts[0]!.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('the match page: summary by lines, quantity and currency; each line with its class, offer and seller', async () => {
    render('/bom/7');
    const summary = await screen.findByTestId('bom-summary');
    expect(within(summary).getByTestId('bom-summary-qty').textContent).toBe('按数量：5,000 片 / 7,100 片（70%）');
    expect(within(summary).getByTestId('bom-summary-totals').textContent).toBe('预计金额¥294,000.00$26,400.00');

    const exact = lineOf('K4A8G165WCBCTD');
    expect(within(exact).getByTestId('bom-line-class').textContent).toBe('精确');
    expect(within(exact).getByTestId('bom-offer-price').textContent).toBe('$13.20');
    expect(within(exact).getByTestId('bom-offer-available').textContent).toBe('可供 10,000 片 / 需 2,000 片');
    expect(exact.textContent).toContain('起订 100 片');
    expect(within(exact).getByTestId('seller-verified')).toBeTruthy();
    expect(exact.textContent).toContain('★ 4.8 分');
    expect(within(exact).getByTestId('bom-line-offers').textContent).toBe('其他 2 个报价 ›');

    const near = lineOf('H5AN8G6NDJR XNC');
    expect(within(near).getByTestId('bom-line-class').textContent).toBe('近似 85%');
    expect(near.textContent).toContain('部分有货');
    expect(within(near).queryByTestId('seller-verified')).toBeNull();
    expect(lineOf('ZZX9999-UNKNOWN').textContent).toContain('未找到');
  });

  it('其他报价 opens the offers; 选用 switches the line (POST /bom/choose)', async () => {
    render('/bom/7');
    await screen.findByTestId('bom-summary');
    fireEvent.click(within(lineOf('K4A8G165WCBCTD')).getByTestId('bom-line-offers'));
    const sheet = await screen.findByTestId('bom-offers');
    await waitFor(() => expect(within(sheet).getAllByTestId('bom-offer-row')).toHaveLength(3));
    expect(within(sheet).getAllByTestId('bom-offer-row')[0]!.textContent).toContain('当前选用');
    fireEvent.click(within(within(sheet).getAllByTestId('bom-offer-row')[1]!).getByTestId('bom-offer-choose'));
    await waitFor(() => expect(net.posts).toEqual([{ url: '/bom/choose', body: { lineId: 1, goodsId: 102 } }]));
    await waitFor(() => expect(within(lineOf('K4A8G165WCBCTD')).getByTestId('bom-offer-price').textContent).toBe('$12.90'));
    expect(said).toContain('已切换报价');
  });

  it('选有货 → 加入购物车: the refused line says why; 生成意向单 links each intention order', async () => {
    const router = render('/bom/7');
    await screen.findByTestId('bom-summary');
    fireEvent.click(screen.getByTestId('bom-select-stocked'));
    expect(screen.getByTestId('bom-actions').textContent).toContain('已选 2 行');
    fireEvent.click(screen.getByTestId('bom-to-cart'));
    await waitFor(() => expect(net.posts[0]).toEqual({ url: '/bom/toCart', body: { id: 7, lineIds: [1, 2] } }));
    const result = await screen.findByTestId('bom-result');
    expect(result.textContent).toContain('已加入购物车 1 行');
    expect(within(result).getByTestId('bom-result-refused').textContent).toBe('第 2 行 H5AN8G6NDJR XNC：低于起订量');
    expect(within(lineOf('H5AN8G6NDJR XNC')).getByTestId('bom-line-refused').textContent).toBe('低于起订量');
    fireEvent.click(screen.getByTestId('bom-go-cart'));
    await waitFor(() => expect(where(router)).toBe('/cart'));
  });

  it('选未找到 → 询价: the deadline starts 3 days ahead; sending goes to 我的询价', async () => {
    const router = render('/bom/7');
    await screen.findByTestId('bom-summary');
    fireEvent.click(screen.getByTestId('bom-rfq'));
    expect(said).toContain('请先勾选要询价的行');
    fireEvent.click(screen.getByTestId('bom-select-none'));
    fireEvent.click(screen.getByTestId('bom-rfq'));
    const sheet = await screen.findByTestId('bom-rfq-sheet');
    const before = Date.now();
    fireEvent.change(within(sheet).getByTestId('bom-rfq-remark').querySelector('textarea')!, { target: { value: '需要原装' } });
    fireEvent.click(within(sheet).getByTestId('bom-rfq-send'));
    await waitFor(() => expect(where(router)).toBe('/rfq'));
    const body = net.posts[0]!.body as { bomId: number; lineIds: number[]; deadline: string; remark: string };
    expect(body).toMatchObject({ bomId: 7, lineIds: [3], remark: '需要原装' });
    const ahead = Date.parse(body.deadline) - before;
    expect(ahead).toBeGreaterThan(3 * 86_400_000 - 60_000);
    expect(ahead).toBeLessThan(3 * 86_400_000 + 60_000);
  });

  it('重新匹配 shows what changed on each line; 导出 downloads through lib/download', async () => {
    const lines = bomLines();
    net.rematch = bomDetail({
      lines: [{ ...lines[0]!, changes: { price: [1320, 1400] } }, { ...lines[1]!, changes: { available: [3000, 1000] } }, { ...lines[2]!, changes: {} }],
    });
    render('/bom/7');
    await screen.findByTestId('bom-summary');
    fireEvent.click(screen.getByTestId('bom-rematch'));
    await waitFor(() => expect(within(lineOf('K4A8G165WCBCTD')).getByTestId('bom-line-changes').textContent).toBe('价格 ↑ $13.20 → $14.00'));
    expect(within(lineOf('H5AN8G6NDJR XNC')).getByTestId('bom-line-changes').textContent).toBe('库存 ↓ 3,000 片 → 1,000 片');
    expect(said).toContain('重新匹配完成，2 行有变化');
    fireEvent.click(screen.getByTestId('bom-export'));
    await waitFor(() => expect(files.downloads).toEqual(['/bom/export']));
  });
});
