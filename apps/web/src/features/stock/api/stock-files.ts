import { downloadFile } from '@/lib/download';

/** GET /stock/template: the upload template (.xlsx, the columns 型号 … 描述). */
export const downloadStockTemplate = () => downloadFile('/stock/template', { fallbackName: '库存上传模板.xlsx' });

/** GET /stock/export: all of the caller's stock lines in the template's columns (.xlsx), to edit and upload again. */
export const exportStock = () => downloadFile('/stock/export', { fallbackName: '我的库存.xlsx' });

/** GET /stock/import/report?id: the import's report (.xlsx) with the refused rows and their reasons. */
export const downloadImportReport = (id: number) => downloadFile('/stock/import/report', { params: { id }, fallbackName: `库存导入报告-${id}.xlsx` });
