/** 行情 (issue 25): figures, indices, search, alerts. */
export const MarketMsg = {
  insufficient: '数据不足',
  modelRequired: '请输入型号',
  modelTooLong: '型号不能超过 64 个字符',
  currency: '请选择币种（0 人民币，10 美元）',
  days: '天数只能是 90 或 180',
  goodsNotFound: '商品不存在',
  partNotFound: '没有该型号的行情数据',
  indexNotFound: '指数不存在',
  searchTooLong: '搜索内容不能超过 64 个字符',
  // Alerts
  alertKind: '请选择提醒类型（卖价低于 / 成交价高于）',
  thresholdRequired: '请输入提醒价格',
  thresholdPositive: '提醒价格必须大于 0',
  thresholdRange: '提醒价格须在 0.01–10,000,000.00 之间',
  unknownPart: '没有该型号的行情数据，无法设置提醒',
  tooManyAlerts: '最多设置 50 个价格提醒，请删除不用的提醒后再添加',
  alertDuplicate: '已设置过相同的提醒',
  alertNotFound: '提醒不存在',
  alertCreated: '已设置提醒',
  alertDeleted: '已删除提醒',
  /** Realtime / inbox text of a fired alert. */
  alertFired: (model: string, kindLabel: string, threshold: string, value: string) => `${model} ${kindLabel} ${threshold}：当前 ${value}`,
  exportFile: '行情',
} as const;
