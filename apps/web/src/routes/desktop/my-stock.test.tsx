import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onePage, renderDesktopPage, where } from '@/test/render-page';
import { connectTrader, previewResult, resetStockNet, stockImport, uploadResult, xlsxFile } from '@/test/stock-fixtures';
import { MyStockPage, MyStockUploadPage } from './my-stock';

/** 我的库存 and 批量上传 on the desktop over a mocked network: the list's bulk moves and edits, the upload flow, the live progress. */

const net = vi.hoisted(() => ({}) as import('@/test/stock-fixtures').StockNet);
const files = vi.hoisted(() => ({ downloads: [] as string[] }));

vi.mock('@/lib/http', async () => (await import('@/test/stock-fixtures')).stockHttp(net));
vi.mock('@/lib/download', () => ({
  downloadFile: vi.fn(async (url: string, { fallbackName }: { fallbackName: string }) => {
    files.downloads.push(url);
    return { blob: new Blob(['x']), filename: fallbackName };
  }),
  saveBlob: vi.fn(),
}));

let trader: ReturnType<typeof connectTrader>;
beforeEach(() => {
  resetStockNet(net);
  files.downloads = [];
  trader = connectTrader();
});
afterEach(() => trader.stop());

const renderList = (url = '/pc/myxg/myStock') => renderDesktopPage(onePage(<MyStockPage />, url, '/pc/myxg/myStock', <p data-testid="elsewhere" />), { at: url });
const renderUpload = () =>
  renderDesktopPage(
    [
      { path: '/pc/myxg/myStock/upload', element: <MyStockUploadPage /> },
      { path: '*', element: <p data-testid="elsewhere" /> },
    ],
    { at: '/pc/myxg/myStock/upload' },
  );
const rowOf = (model: string) => screen.getAllByTestId('stock-row').find((r) => r.textContent?.includes(model))!;
const checkRow = (model: string) => fireEvent.click(within(rowOf(model)).getByRole('checkbox'));
const okButton = () => document.querySelector<HTMLButtonElement>('.ant-modal-confirm-btns .ant-btn-primary')!;

/** Picks an option of an antd Select by its label. */
async function pick(select: HTMLElement, label: string) {
  fireEvent.mouseDown(select.querySelector('.ant-select-selector, .ant-select-content') ?? select);
  // The newest dropdown's option (earlier dropdowns stay in the document, hidden).
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].filter((o) => o.getAttribute('title') === label).at(-1);
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  fireEvent.click(option);
}

/** The file picker (the upload component renders a fresh input after each choice). */
const fileInput = () =>
  waitFor(() => {
    const el = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!el) throw new Error('no picker');
    return el;
  });
const chooseFile = async (file: File) => {
  const input = await fileInput();
  await act(async () => fireEvent.change(input, { target: { files: [file] } }));
};
const rowsLoaded = (n: number) => waitFor(() => expect(screen.getAllByTestId('stock-row')).toHaveLength(n), { timeout: 5000 });

describe('我的库存 (desktop list)', () => {
  it('lists the lines with their prices and quantities, and the tabs and search ask the server', async () => {
    const router = renderList();
    await rowsLoaded(3);
    expect(within(rowOf('K4A8G165WC-BCTD')).getByTestId('stock-price').textContent).toBe('$13.20');
    expect(within(rowOf('CXDQ3BFAM-CQ-A')).getByTestId('stock-price').textContent).toBe('¥82.00');
    expect(within(rowOf('CXDQ3BFAM-CQ-A')).getByTestId('stock-quantity').textContent).toBe('20,000');
    expect(within(rowOf('CXDQ3BFAM-CQ-A')).getByTestId('stock-status').textContent).toBe('已下架');
    expect(net.listCalls[0]).toEqual({ pageNum: 1, pageSize: 20 });

    fireEvent.click(screen.getByRole('tab', { name: '已下架' }));
    await waitFor(() => expect(where(router)).toBe('/pc/myxg/myStock?status=off'));
    await waitFor(() => expect(net.listCalls.at(-1)).toEqual({ pageNum: 1, pageSize: 20, status: 1 }));
    await waitFor(() => expect(screen.getAllByTestId('stock-row')).toHaveLength(1));

    const search = screen.getByPlaceholderText('搜索型号或品牌');
    fireEvent.change(search, { target: { value: 'cxdq' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(where(router)).toBe('/pc/myxg/myStock?status=off&keyword=cxdq'));
    await waitFor(() => expect(net.listCalls.at(-1)).toEqual({ pageNum: 1, pageSize: 20, status: 1, keyword: 'cxdq' }));
  });

  it('上架 and 下架 apply to the selected lines that can move; 删除 asks first', async () => {
    renderList();
    await rowsLoaded(3);
    expect(screen.getByTestId('stock-shelf-off').hasAttribute('disabled')).toBe(true);
    checkRow('K4A8G165WC-BCTD');
    checkRow('CXDQ3BFAM-CQ-A');
    expect(screen.getByTestId('stock-bulk').textContent).toContain('已选 2 条');
    expect(screen.getByTestId('stock-shelf-on').hasAttribute('disabled')).toBe(false);
    expect(screen.getByTestId('stock-shelf-off').hasAttribute('disabled')).toBe(false);

    fireEvent.click(screen.getByTestId('stock-shelf-off'));
    await waitFor(() => expect(net.posts).toEqual([{ url: '/stock/shelf', body: { ids: [1], status: 1 } }]));
    expect(await screen.findByText('已下架', { selector: '.ant-message *' })).toBeTruthy();
    // The selection is spent: the list reloads with nothing chosen.
    await waitFor(() => expect(screen.getByTestId('stock-bulk').textContent).toContain('勾选库存后'));

    checkRow('H5AN8G6NDJR-XNC');
    fireEvent.click(screen.getByTestId('stock-delete'));
    expect(await screen.findByText(/确定删除选中的 1 条库存吗/)).toBeTruthy();
    expect(net.posts).toHaveLength(1);
    fireEvent.click(okButton());
    await waitFor(() => expect(net.posts.at(-1)).toEqual({ url: '/stock/delete', body: { ids: [2] } }));
  });

  it('edits 单价 and 数量 in their cells: the schema checks first, then only what changed is sent', async () => {
    renderList();
    await rowsLoaded(3);
    fireEvent.click(within(rowOf('K4A8G165WC-BCTD')).getByTestId('stock-price'));
    const price = await screen.findByTestId('stock-edit-price-input');
    expect((price as HTMLInputElement).value).toBe('13.20');
    fireEvent.change(price, { target: { value: '12.345' } });
    fireEvent.click(screen.getByTestId('stock-edit-save'));
    expect((await screen.findByTestId('stock-edit-error')).textContent).toBeTruthy();
    expect(net.posts).toHaveLength(0);

    fireEvent.change(price, { target: { value: '12.8' } });
    await pick(screen.getByTestId('stock-edit-unit'), '¥');
    fireEvent.click(screen.getByTestId('stock-edit-save'));
    await waitFor(() => expect(net.posts).toEqual([{ url: '/stock/edit', body: { id: 1, priceMin: 1280, priceUnit: 0 } }]));
    await waitFor(() => expect(screen.queryByTestId('stock-edit-price-input')).toBeNull());

    fireEvent.click(within(rowOf('CXDQ3BFAM-CQ-A')).getByTestId('stock-quantity'));
    const quantity = await screen.findByTestId('stock-edit-quantity-input');
    fireEvent.change(quantity, { target: { value: '0' } });
    fireEvent.keyDown(quantity, { key: 'Enter' });
    await waitFor(() => expect(net.posts.at(-1)).toEqual({ url: '/stock/edit', body: { id: 3, quantity: 0 } }));
  });

  it('导出 and 下载模板 download with the token in the header (lib/download), never a link', async () => {
    renderList();
    await rowsLoaded(3);
    fireEvent.click(screen.getByTestId('stock-export'));
    fireEvent.click(screen.getByTestId('stock-template'));
    await waitFor(() => expect(files.downloads).toEqual(['/stock/export', '/stock/template']));
  });

  it('without real-name verification the page says so and offers the way to verify', async () => {
    net.authnStatus = 0;
    renderList();
    expect((await screen.findByTestId('realname-gate')).textContent).toContain('实名认证后才可上传库存');
    expect(net.listCalls).toHaveLength(0);
  });

  it('a running import shows above the list, live', async () => {
    net.current = stockImport({ status: 10, total: 10000, done: 2000 });
    renderList();
    expect((await screen.findByTestId('stock-import')).textContent).toContain('2,000 / 10,000 行');
    trader.socket.serverSends({ type: 'stock.import', id: 5, status: 10, done: 6000, total: 10000 });
    await waitFor(() => expect(screen.getByTestId('stock-import').textContent).toContain('6,000 / 10,000 行'));
  });
});

describe('批量上传 (desktop)', () => {
  it('file → mapping (厂牌 set to 品牌) → preview counts → 合并 → progress from the websocket → the end with its report', async () => {
    const router = renderUpload();
    expect((await fileInput()).accept).toBe('.xlsx,.xls,.csv');
    expect(screen.getByTestId('stock-step-file').textContent).toContain('不超过 20MB');

    // A file of another kind is refused here, before anything is sent.
    await chooseFile(xlsxFile('stock.pdf'));
    expect((await screen.findByTestId('stock-file-error')).textContent).toBe('只支持 .xlsx、.xls 或 .csv 格式的库存表');
    expect(net.posts).toHaveLength(0);

    await chooseFile(xlsxFile());
    await screen.findByTestId('stock-step-mapping');
    expect((net.posts[0]!.body as FormData).get('file')).toBeInstanceOf(File);
    expect(screen.getByTestId('stock-mapping-source').textContent).toContain('已按表头自动识别');
    expect(screen.getByTestId('stock-step-mapping').textContent).toContain('表头在第 3 行');

    await pick(screen.getByTestId('stock-map-2'), '品牌');
    fireEvent.click(screen.getByTestId('stock-preview-go'));
    await screen.findByTestId('stock-step-preview');
    expect(net.posts[1]).toEqual({ url: '/stock/preview', body: { uploadId: 'a'.repeat(32), sheet: 'DRAM', mapping: { goodsModel: 0, brand: 2, quantity: 1, price: 3 } } });
    expect(screen.getByTestId('stock-preview-valid').textContent).toContain('2');
    expect(screen.getByTestId('stock-preview-invalid').textContent).toContain('1');
    expect(screen.getByTestId('stock-preview-duplicates').textContent).toContain('1');
    const sample = screen.getByTestId('stock-sample');
    expect(sample.textContent).toContain('¥1,320.00');
    expect(sample.textContent).toContain('10,000 片');
    expect(sample.textContent).toContain('面议');
    expect(screen.getByTestId('stock-errors').textContent).toContain('数量不是整数');

    fireEvent.click(screen.getByTestId('stock-import-go'));
    await screen.findByTestId('stock-import');
    expect(net.posts[2]).toEqual({ url: '/stock/import', body: { uploadId: 'a'.repeat(32), sheet: 'DRAM', mapping: { goodsModel: 0, brand: 2, quantity: 1, price: 3 }, mode: 'merge' } });
    expect(screen.getByTestId('stock-import-status').textContent).toBe('排队中');

    trader.socket.serverSends({ type: 'stock.import', id: 5, status: 10, done: 2000, total: 4000 });
    await waitFor(() => expect(screen.getByTestId('stock-import-status').textContent).toBe('导入中'));
    expect(screen.getByTestId('stock-import').textContent).toContain('2,000 / 4,000 行');
    expect(screen.getByTestId('stock-import-cancel')).toBeTruthy();

    net.detail = stockImport({ status: 20, total: 4000, done: 4000, added: 3000, updated: 990, offShelf: 0, refused: 10 });
    trader.socket.serverSends({ type: 'stock.import', id: 5, status: 20, done: 4000, total: 4000 });
    await waitFor(() => expect(screen.getByTestId('stock-count-added').textContent).toContain('3,000'));
    expect(screen.getByTestId('stock-count-refused').textContent).toContain('10');
    expect(screen.getByTestId('stock-import-outcome').textContent).toContain('导入完成');
    expect(screen.queryByTestId('stock-import-cancel')).toBeNull();
    fireEvent.click(screen.getByTestId('stock-import-report'));
    await waitFor(() => expect(files.downloads).toEqual(['/stock/import/report']));
    fireEvent.click(screen.getByTestId('stock-open-list'));
    await waitFor(() => expect(where(router)).toBe('/pc/myxg/myStock'));
  });

  it('a remembered mapping says so; 全量同步 asks first; a mapping without 型号 is refused before the server', async () => {
    net.upload = uploadResult({ remembered: true, sheets: ['DRAM', 'FLASH'] });
    net.preview = previewResult();
    renderUpload();
    await chooseFile(xlsxFile());
    expect((await screen.findByTestId('stock-mapping-source')).textContent).toContain('已按上次的对应关系');

    await pick(screen.getByTestId('stock-sheet'), 'FLASH');
    await waitFor(() => expect(net.posts).toHaveLength(2));
    const again = net.posts[1]!.body as FormData;
    expect(again.get('sheet')).toBe('FLASH');
    expect(again.get('file')).toBeInstanceOf(File);

    await pick(screen.getByTestId('stock-map-0'), '不导入');
    fireEvent.click(screen.getByTestId('stock-preview-go'));
    expect((await screen.findByTestId('stock-mapping-error')).textContent).toBe('请指定“型号”所在的列');
    expect(net.posts).toHaveLength(2);

    await pick(screen.getByTestId('stock-map-0'), '型号');
    fireEvent.click(screen.getByTestId('stock-preview-go'));
    await screen.findByTestId('stock-step-preview');
    fireEvent.click(screen.getByText('全量同步'));
    fireEvent.click(screen.getByTestId('stock-import-go'));
    expect(await screen.findByText(/文件中没有的库存全部下架/)).toBeTruthy();
    expect(net.posts.map((p) => p.url)).not.toContain('/stock/import');
    fireEvent.click(okButton());
    await waitFor(() => expect(net.posts.at(-1)).toMatchObject({ url: '/stock/import', body: { mode: 'sync' } }));
  });

  it('a reloaded page finds the running import (GET /stock/import/current) and can cancel it', async () => {
    net.current = stockImport({ status: 10, total: 10000, done: 4000 });
    renderUpload();
    expect((await screen.findByTestId('stock-import')).textContent).toContain('4,000 / 10,000 行');
    expect(screen.queryByTestId('stock-step-file')).toBeNull();
    fireEvent.click(screen.getByTestId('stock-import-cancel'));
    fireEvent.click(await waitFor(() => okButton()));
    await waitFor(() => expect(net.posts).toEqual([{ url: '/stock/import/cancel', body: { id: 5 } }]));
  });
});
