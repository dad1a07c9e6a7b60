import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installAntdMobileRender } from '@/components/mobile/mobile-render';
import { onePage, renderPhonePage, where } from '@/test/render-page';
import { connectTrader, resetStockNet, stockImport, xlsxFile } from '@/test/stock-fixtures';
import { Component as MyStockPage, StockUploadPage } from './my-stock';

/** 我的库存 and 批量上传 on the phone over a mocked network (antd-mobile only): bulk bar, edit sheet, the upload steps, live progress. */

const net = vi.hoisted(() => ({}) as import('@/test/stock-fixtures').StockNet);
const said = vi.hoisted(() => [] as string[]);
const files = vi.hoisted(() => ({ downloads: [] as string[] }));

vi.mock('@/lib/http', async () => (await import('@/test/stock-fixtures')).stockHttp(net));
vi.mock('@/components/mobile/toast', () => ({ toast: (text: string) => said.push(text) }));
vi.mock('@/lib/download', () => ({
  downloadFile: vi.fn(async (url: string, { fallbackName }: { fallbackName: string }) => {
    files.downloads.push(url);
    return { blob: new Blob(['x']), filename: fallbackName };
  }),
  saveBlob: vi.fn(),
}));

let trader: ReturnType<typeof connectTrader>;
beforeAll(() => installAntdMobileRender());
beforeEach(() => {
  resetStockNet(net);
  said.length = 0;
  files.downloads = [];
  trader = connectTrader();
});
afterEach(() => {
  trader.stop();
  cleanup();
  // antd-mobile's Dialog renders outside the page's tree.
  document.body.innerHTML = '';
});

const renderList = (url = '/myxg/myStock') => renderPhonePage(onePage(<MyStockPage />, url, '/myxg/myStock', <p data-testid="elsewhere" />), { at: url });
const renderUpload = () =>
  renderPhonePage(
    [
      { path: '/myxg/myStock/upload', element: <StockUploadPage /> },
      { path: '*', element: <p data-testid="elsewhere" /> },
    ],
    { at: '/myxg/myStock/upload' },
  );
const cardOf = (model: string) => screen.getAllByTestId('stock-row').find((r) => r.textContent?.includes(model))!;
// The phone's list waits the spec's 300 ms before each page.
const rowsLoaded = (n: number) => waitFor(() => expect(screen.getAllByTestId('stock-row')).toHaveLength(n), { timeout: 5000 });
const dialogOk = () => fireEvent.click(document.querySelector<HTMLElement>('.adm-dialog-button-bold')!);

describe('我的库存 (phone list)', () => {
  it('cards with price, quantity and status; search and tabs ask the server and replace the address', async () => {
    const router = renderList();
    await rowsLoaded(3);
    const card = cardOf('K4A8G165WC-BCTD');
    expect(within(card).getByTestId('stock-price').textContent).toBe('$13.20');
    expect(within(card).getByTestId('stock-quantity').textContent).toBe('10,000 片');
    expect(card.textContent).toContain('三星 · 23+ · 原装 · FBGA96 · 香港');
    expect(within(cardOf('CXDQ3BFAM-CQ-A')).getByTestId('stock-status').textContent).toBe('已下架');

    fireEvent.click([...document.querySelectorAll('.adm-tabs-tab')].find((t) => t.textContent === '已上架')!);
    await waitFor(() => expect(where(router)).toBe('/myxg/myStock?status=on'));
    await waitFor(() => expect(net.listCalls.at(-1)).toEqual({ pageNum: 1, pageSize: 20, status: 0 }), { timeout: 3000 });
    await rowsLoaded(2);

    const search = screen.getByPlaceholderText('搜索型号或品牌');
    fireEvent.change(search, { target: { value: 'hynix' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(where(router)).toBe('/myxg/myStock?status=on&keyword=hynix'));
    await rowsLoaded(1);
    expect(net.listCalls.at(-1)).toEqual({ pageNum: 1, pageSize: 20, status: 0, keyword: 'hynix' });
  });

  it('the bulk bar: 全选, then 上架 sends only the lines off the shelf; 删除 asks first', async () => {
    renderList();
    await rowsLoaded(3);
    const bar = screen.getByTestId('stock-bulk');
    expect(within(bar).getByTestId('stock-delete').hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(bar).getByText('全选'));
    expect(bar.textContent).toContain('已选 3');
    fireEvent.click(within(bar).getByTestId('stock-shelf-on'));
    await waitFor(() => expect(net.posts).toEqual([{ url: '/stock/shelf', body: { ids: [3], status: 0 } }]));
    await waitFor(() => expect(said).toContain('已上架'));
    await waitFor(() => expect(bar.textContent).toContain('全选'));

    fireEvent.click(within(cardOf('H5AN8G6NDJR-XNC')).getByRole('checkbox'));
    fireEvent.click(within(bar).getByTestId('stock-delete'));
    expect(await screen.findByText(/确定删除选中的 1 条库存吗/)).toBeTruthy();
    expect(net.posts).toHaveLength(1);
    await act(async () => dialogOk());
    await waitFor(() => expect(net.posts.at(-1)).toEqual({ url: '/stock/delete', body: { ids: [2] } }));
  });

  it('编辑 opens a sheet: 单价 with ¥/$ and 数量, checked before it is sent', async () => {
    renderList();
    await rowsLoaded(3);
    fireEvent.click(within(cardOf('CXDQ3BFAM-CQ-A')).getByTestId('stock-edit'));
    const sheet = await screen.findByTestId('stock-edit-sheet');
    const input = (label: string) => sheet.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;
    const price = input('单价');
    expect(price.value).toBe('82');
    fireEvent.change(input('数量'), { target: { value: '1.5' } });
    fireEvent.click(within(sheet).getByTestId('stock-edit-save'));
    expect((await within(sheet).findByTestId('stock-edit-error')).textContent).toBeTruthy();
    expect(net.posts).toHaveLength(0);

    fireEvent.change(input('数量'), { target: { value: '15000' } });
    fireEvent.change(price, { target: { value: '11.5' } });
    fireEvent.click(within(sheet).getByTestId('stock-edit-unit-10'));
    fireEvent.click(within(sheet).getByTestId('stock-edit-save'));
    await waitFor(() => expect(net.posts).toEqual([{ url: '/stock/edit', body: { id: 3, priceMin: 1150, priceUnit: 10, quantity: 15000 } }]));
    await waitFor(() => expect(said).toContain('已保存'));
  });

  it('导出 and 下载模板 download through the authenticated client', async () => {
    renderList();
    await rowsLoaded(3);
    fireEvent.click(screen.getByTestId('stock-export'));
    fireEvent.click(screen.getByTestId('stock-template'));
    await waitFor(() => expect(files.downloads).toEqual(['/stock/export', '/stock/template']));
  });

  it('without real-name verification: says so, with the way to /realname', async () => {
    net.authnStatus = 0;
    const router = renderList();
    expect((await screen.findByTestId('stock-need-realname')).textContent).toContain('实名才可发布信息');
    fireEvent.click(screen.getByTestId('stock-go-realname'));
    await waitFor(() => expect(where(router)).toBe('/realname'));
    expect(net.listCalls).toHaveLength(0);
  });
});

describe('批量上传 (phone)', () => {
  const chooseFile = async (file: File) => {
    const input = await screen.findByTestId('stock-file-input');
    await act(async () => fireEvent.change(input, { target: { files: [file] } }));
  };

  it('file → mapping (厂牌 → 品牌) → preview counts → import → progress from the websocket → the end', async () => {
    const router = renderUpload();
    await chooseFile(xlsxFile('big.xlsx', 21 * 1024 * 1024));
    expect((await screen.findByTestId('stock-file-error')).textContent).toBe('文件不能超过 20MB');
    expect(net.posts).toHaveLength(0);

    await chooseFile(xlsxFile());
    await screen.findByTestId('stock-step-mapping');
    const brand = screen.getByTestId('stock-map-2') as HTMLSelectElement;
    expect(brand.value).toBe('');
    fireEvent.change(brand, { target: { value: 'brand' } });
    fireEvent.click(screen.getByTestId('stock-preview-go'));
    await screen.findByTestId('stock-step-preview');
    expect(net.posts[1]).toEqual({ url: '/stock/preview', body: { uploadId: 'a'.repeat(32), sheet: 'DRAM', mapping: { goodsModel: 0, brand: 2, quantity: 1, price: 3 } } });
    expect(screen.getByTestId('stock-preview-valid').textContent).toBe('2有效');
    expect(screen.getByTestId('stock-preview-invalid').textContent).toBe('1有错误');
    expect(screen.getByTestId('stock-preview-duplicates').textContent).toBe('1重复');
    const lines = screen.getAllByTestId('stock-sample-line');
    expect(lines[0]!.textContent).toContain('¥1,320.00');
    expect(lines[0]!.textContent).toContain('10,000 片');
    expect(lines[1]!.textContent).toContain('面议');
    expect(screen.getAllByTestId('stock-error-line')[0]!.textContent).toContain('第 6 行W25Q128JVSIQ数量不是整数');

    fireEvent.click(screen.getByTestId('stock-import-go'));
    expect(await screen.findByTestId('stock-import')).toBeTruthy();
    expect(net.posts[2]).toMatchObject({ url: '/stock/import', body: { mode: 'merge' } });

    trader.socket.serverSends({ type: 'stock.import', id: 5, status: 10, done: 1000, total: 4000 });
    await waitFor(() => expect(screen.getByTestId('stock-import-progress-text').textContent).toBe('1,000 / 4,000 行'));
    expect(screen.getByTestId('stock-import-status').textContent).toBe('导入中');

    net.detail = stockImport({ status: 20, total: 4000, done: 4000, added: 2500, updated: 1490, offShelf: 0, refused: 10 });
    trader.socket.serverSends({ type: 'stock.import', id: 5, status: 20, done: 4000, total: 4000 });
    await waitFor(() => expect(screen.getByTestId('stock-count-added').textContent).toBe('2,500新增'));
    expect(screen.getByTestId('stock-count-updated').textContent).toBe('1,490更新');
    expect(screen.getByTestId('stock-count-refused').textContent).toBe('10未导入');
    fireEvent.click(screen.getByTestId('stock-import-report'));
    await waitFor(() => expect(files.downloads).toEqual(['/stock/import/report']));
    fireEvent.click(screen.getByTestId('stock-open-list'));
    await waitFor(() => expect(where(router)).toBe('/myxg/myStock'));
  });

  it('a reloaded page shows the running import; 取消导入 asks first', async () => {
    net.current = stockImport({ status: 10, total: 8000, done: 2000, mode: 'sync' });
    renderUpload();
    expect((await screen.findByTestId('stock-import-progress-text')).textContent).toBe('2,000 / 8,000 行');
    expect(screen.queryByTestId('stock-step-file')).toBeNull();
    fireEvent.click(screen.getByTestId('stock-import-cancel'));
    expect(await screen.findByText(/不会改动任何库存/)).toBeTruthy();
    await act(async () => dialogOk());
    await waitFor(() => expect(net.posts).toEqual([{ url: '/stock/import/cancel', body: { id: 5 } }]));
  });
});
