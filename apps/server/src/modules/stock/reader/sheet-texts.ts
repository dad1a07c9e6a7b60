import type { StockField } from '@mts/shared/stock';

/** The Chinese texts written into the files the reader makes: the template's notes and the import report. */
export const StockSheetText = {
  stockSheet: '库存',
  notesSheet: '填写说明',
  notesHeader: ['列名', '填写说明'],
  negotiable: '面议',
  currencyNames: { 0: '人民币', 10: '美元' } as Record<number, string>,
  summarySheet: '汇总',
  refusedSheet: '未导入',
  summaryHeader: ['项目', '内容'],
  refusedHeader: ['行号', '型号', '原因'],
  summaryRows: [
    ['fileName', '文件'],
    ['total', '读取行数'],
    ['added', '新增'],
    ['updated', '更新'],
    ['offShelf', '下架'],
    ['refused', '未导入'],
  ] as const,
} as const;

/** One note per template column (the 填写说明 sheet). */
export const STOCK_FIELD_NOTES: Record<StockField, string> = {
  goodsModel: '必填。最多 64 个字符，只能有字母、数字、空格和 - / . : # +',
  brand: '如 三星、SAMSUNG、海力士、美光，最多 32 个字符',
  quantity: '必填。整数，可写 10000、10,000、10K、1W；填 0 表示下架',
  dateCode: '如 23+、2336、22+/23+，可不填',
  price: '如 82、¥82、$13.2、13.20 USD；不填或填“面议”表示面议',
  currency: '人民币 或 美元；不填时按单价里写的币种，都没写为人民币',
  package: '如 FBGA-96，最多 32 个字符',
  moq: '整数，不填为 1，不能大于数量',
  condition: '原装、原包、散新、拆机、翻新、eTT、白片、全新；不填为原装',
  deliveryPlace: '如 深圳、香港；不填用默认交货地',
  remark: '最多 500 个字符',
};
