/**
 * Stock lists (批量上传库存, issue 23): the columns a trader's inventory sheet carries, the names they go by, the
 * limits of an upload and the statuses of an import. Plain constants (no zod): safe in any web chunk.
 */

/** Upload limits: a file up to 20 MB and 200,000 data lines; more is refused before anything is written. */
export const StockLimits = {
  maxFileBytes: 20 * 1024 * 1024,
  maxRows: 200_000,
  /** Uncompressed bytes an .xlsx may expand to (a zip bomb is refused past this). */
  maxUnzippedBytes: 400 * 1024 * 1024,
  /** Rows shown in the preview, as they will be listed. */
  previewRows: 20,
  /** Error lines returned with the preview (all of them are in the report). */
  previewErrors: 200,
  /** The header row is looked for in the first rows of the sheet. */
  headerScanRows: 30,
  /** Uploaded files not imported are forgotten after this long. */
  uploadTtlHours: 24,
  /** An import's refused lines (its report) are kept this long after it ended. */
  reportTtlDays: 30,
  /** Rows per progress push and per write batch. */
  batchRows: 2000,
  /** 我的库存 list page size. */
  pageSize: 20,
  /** Ids per bulk 上架 / 下架 / 删除. */
  maxBulkIds: 500,
} as const;

/** The fields of a stock line, in the template's column order. `goodsModel` is the only required one. */
export const STOCK_FIELDS = [
  'goodsModel',
  'brand',
  'quantity',
  'dateCode',
  'price',
  'currency',
  'package',
  'moq',
  'condition',
  'deliveryPlace',
  'remark',
] as const;
export type StockField = (typeof STOCK_FIELDS)[number];

/** The template's header (and the export's): one Chinese name per field. */
export const STOCK_FIELD_LABELS: Record<StockField, string> = {
  goodsModel: '型号',
  brand: '品牌',
  quantity: '数量',
  dateCode: '批次',
  price: '单价',
  currency: '币种',
  package: '封装',
  moq: '起订量',
  condition: '成色',
  deliveryPlace: '交货地',
  remark: '描述',
};

/**
 * The names a header cell goes by, compared after lower-casing and removing spaces, dots, slashes, brackets and
 * units in brackets (so `Part No.`, `P/N`, `Price(USD)` match). First match wins, in STOCK_FIELDS order.
 */
export const STOCK_FIELD_SYNONYMS: Record<StockField, readonly string[]> = {
  goodsModel: ['型号', '料号', '规格型号', '物料型号', '产品型号', 'partno', 'partnumber', 'pn', 'mpn', 'model', 'part'],
  brand: ['品牌', '厂商', '厂家', '制造商', 'brand', 'mfr', 'mfg', 'manufacturer'],
  quantity: ['数量', '库存', '库存数量', '现货数量', 'qty', 'quantity', 'stock'],
  dateCode: ['批次', '批号', '年份', 'dc', 'datecode', 'date'],
  price: ['单价', '价格', '含税价', '含税单价', '未税价', 'price', 'unitprice'],
  currency: ['币种', '币别', '货币', 'currency', 'cur'],
  package: ['封装', 'package', 'pkg'],
  moq: ['起订量', '最小起订量', '最小包装', 'moq'],
  condition: ['成色', '品质', '状态', 'condition'],
  deliveryPlace: ['交货地', '交货地点', '所在地', '仓库', 'location', 'warehouse'],
  remark: ['描述', '备注', '说明', 'description', 'remark', 'remarks', 'note', 'notes'],
};

/** A column mapping: field → 0-based column index in the sheet (fields left out are not read). */
export type StockMapping = Partial<Record<StockField, number>>;

/** 合并: add and update, keep the rest. 全量同步: the file is the whole stock; his other stock lines go off the shelf. */
export const STOCK_IMPORT_MODES = ['merge', 'sync'] as const;
export type StockImportMode = (typeof STOCK_IMPORT_MODES)[number];
export const STOCK_IMPORT_MODE_LABELS: Record<StockImportMode, string> = { merge: '合并', sync: '全量同步' };

/** Where a goods row came from: 0 a lead published by a negotiator (or the seed), 1 a trader's stock list, 2 an RFQ's 求购 (询价, issue 24). */
export const GoodsSource = { Lead: 0, StockList: 1, Rfq: 2 } as const;
