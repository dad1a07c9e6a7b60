import { describe, expect, it } from 'vitest';
import { PublishMsg, StockMsg } from '@mts/shared/messages';
import { stockImport, stockRow } from '@/test/stock-fixtures';
import { hasReport, importCounts, importOutcome, importPercent, isImportRunning, progressText, withProgress } from './import-progress';
import { columnLetter, fieldOfColumn, FIELD_OPTIONS, mapColumn, mappingBody, mappingError, unmappedFields } from './mapping';
import { editBodyOf, editValuesOf } from './stock-edit';
import { fileSizeText, stockFileError } from './stock-file';
import { lineFacts, linePrice, lineQuantity } from './stock-line';

describe('the column mapping', () => {
  const proposed = { goodsModel: 0, quantity: 1, price: 3 };

  it('offers every field by its Chinese name, then 不导入', () => {
    expect(FIELD_OPTIONS.map((o) => o.label)).toEqual(['型号', '品牌', '数量', '批次', '单价', '币种', '封装', '起订量', '成色', '交货地', '描述', '不导入']);
  });

  it('sets a column to a field: one column per field, one field per column', () => {
    expect(fieldOfColumn(proposed, 2)).toBeNull();
    const withBrand = mapColumn(proposed, 2, 'brand');
    expect(withBrand).toEqual({ goodsModel: 0, quantity: 1, price: 3, brand: 2 });
    // 数量 moved to column 2: column 1 is 不导入 now, and column 2 lost 品牌.
    expect(mapColumn(withBrand, 2, 'quantity')).toEqual({ goodsModel: 0, price: 3, quantity: 2 });
    expect(mapColumn(withBrand, 3, null)).toEqual({ goodsModel: 0, quantity: 1, brand: 2 });
  });

  it('needs 型号 before the preview, and lists the fields left out', () => {
    expect(mappingError(proposed)).toBeNull();
    expect(mappingError(mapColumn(proposed, 0, null))).toBe(StockMsg.mappingModel);
    expect(unmappedFields(proposed)).toEqual(['品牌', '批次', '币种', '封装', '起订量', '成色', '交货地', '描述']);
    expect(mappingBody({ goodsModel: 0, brand: undefined })).toEqual({ goodsModel: 0 });
  });

  it('names columns as Excel does', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });
});

describe('the file, before it is sent', () => {
  it('takes .xlsx, .xls and .csv up to 20 MB, not empty', () => {
    expect(stockFileError({ name: '库存.XLSX', size: 10 })).toBeNull();
    expect(stockFileError({ name: 'stock.csv', size: 20 * 1024 * 1024 })).toBeNull();
    expect(stockFileError({ name: 'stock.xls', size: 10 })).toBeNull();
    expect(stockFileError({ name: 'stock.exe', size: 10 })).toBe(StockMsg.fileType);
    expect(stockFileError({ name: 'stock.xlsx', size: 0 })).toBe(StockMsg.fileEmpty);
    expect(stockFileError({ name: 'stock.xlsx', size: 20 * 1024 * 1024 + 1 })).toBe(StockMsg.fileTooLarge);
    expect([fileSizeText(300), fileSizeText(812 * 1024), fileSizeText(3.4 * 1024 * 1024)]).toEqual(['1 KB', '812 KB', '3.4 MB']);
  });
});

describe('an import as it runs', () => {
  it('applies pushes: status and counts, the rows done never going back within a run', () => {
    const running = stockImport({ status: 10, total: 10000, done: 4000 });
    expect(withProgress(running, { id: 5, status: 10, done: 6000, total: 10000 })).toMatchObject({ status: 10, done: 6000 });
    expect(withProgress(running, { id: 5, status: 10, done: 2000, total: 10000 })).toMatchObject({ done: 4000 });
    expect(withProgress(running, { id: 6, status: 20, done: 1, total: 1 })).toBe(running);
    expect(withProgress(running, { id: 5, status: 20, done: 10000, total: 10000 })).toMatchObject({ status: 20, done: 10000 });
  });

  it('words the progress and the end', () => {
    expect(isImportRunning(0) && isImportRunning(10) && !isImportRunning(20) && !isImportRunning(80) && !isImportRunning(90)).toBe(true);
    expect(importPercent(stockImport({ status: 10, total: 3, done: 1 }))).toBe(33);
    expect(importPercent(stockImport({ status: 20, total: 0, done: 0 }))).toBe(100);
    expect(progressText(stockImport({ status: 10, total: 50000, done: 12000 }))).toBe('12,000 / 50,000 行');
    expect(progressText(stockImport())).toBe('准备中');
    const done = stockImport({ status: 20, total: 4000, added: 3000, updated: 990, offShelf: 5, refused: 10 });
    expect(importOutcome(done)).toEqual({ tone: 'success', text: '导入完成：合并，共处理 4,000 行' });
    expect(importCounts(done).map((c) => `${c.label}${c.value}`)).toEqual(['新增3000', '更新990', '下架5', '未导入10']);
    expect(hasReport(done)).toBe(true);
    expect(importOutcome(stockImport({ status: 80, error: '' }))).toEqual({ tone: 'danger', text: StockMsg.importFailed });
    expect(importOutcome(stockImport({ status: 80, error: '第 3 批写入失败' }))!.text).toBe('第 3 批写入失败');
    expect(importOutcome(stockImport({ status: 90 }))).toEqual({ tone: 'warning', text: StockMsg.importCancelled });
    expect(hasReport(stockImport({ status: 90 }))).toBe(false);
    expect(importOutcome(stockImport({ status: 10 }))).toBeNull();
  });
});

describe('a stock line', () => {
  it('reads its price with formatPrice (面议 without one) and its quantity with formatPieces', () => {
    expect(linePrice(stockRow())).toBe('$13.20');
    expect(linePrice(stockRow({ priceMin: 8200, priceUnit: 0 }))).toBe('¥82.00');
    expect(linePrice(stockRow({ priceMin: null }))).toBe('面议');
    expect(lineQuantity(stockRow())).toBe('10,000 片');
    expect(lineFacts(stockRow({ package: '', condition: '' }))).toBe('三星 · 23+ · 香港');
  });
});

describe('the inline edit', () => {
  const row = stockRow({ id: 7, priceMin: 1320, priceUnit: 10, quantity: 10000 });

  it('starts from the line and sends only what changed, the price with its unit', () => {
    const start = editValuesOf(row);
    expect(start).toEqual({ price: '13.20', priceUnit: 10, quantity: '10000' });
    expect(editBodyOf(row, start)).toEqual({ error: StockMsg.editNothing });
    expect(editBodyOf(row, { ...start, quantity: '0' })).toEqual({ body: { id: 7, quantity: 0 } });
    expect(editBodyOf(row, { ...start, price: '12.8' })).toEqual({ body: { id: 7, priceMin: 1280, priceUnit: 10 } });
    expect(editBodyOf(row, { ...start, priceUnit: 0 })).toEqual({ body: { id: 7, priceMin: 1320, priceUnit: 0 } });
    // An empty price is 面议.
    expect(editBodyOf(row, { ...start, price: ' ' })).toEqual({ body: { id: 7, priceMin: null, priceUnit: 10 } });
  });

  it('refuses with the shared schema messages', () => {
    const start = editValuesOf(row);
    expect(editBodyOf(row, { ...start, price: '1.234' })).toEqual({ error: PublishMsg.priceMin });
    expect(editBodyOf(row, { ...start, price: '0' })).toEqual({ error: PublishMsg.priceMin });
    expect(editBodyOf(row, { ...start, quantity: '1.5' })).toEqual({ error: PublishMsg.quantity });
    expect(editBodyOf(row, { ...start, quantity: '' })).toEqual({ error: PublishMsg.quantity });
  });
});
