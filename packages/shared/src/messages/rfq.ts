/** 询价 (RFQ, issue 24): create, fan-out, quotes, accept, close, the deadline. */
export const RfqMsg = {
  // Create
  linesRequired: '请选择要询价的型号',
  tooManyLines: '一次最多询价 2000 个型号',
  bomNotFound: 'BOM 不存在',
  bomLineNotFound: 'BOM 中没有该行',
  goodsModel: '请输入型号（1–64 个字符）',
  brand: '品牌不能超过 40 个字',
  quantity: '请输入正确的数量（至少 1 片）',
  targetPrice: '请输入正确的目标价（0.01–1,000,000.00）',
  priceUnit: '请选择币种（人民币或美元）',
  dateCode: '批次要求不能超过 20 个字',
  remark: '备注不能超过 500 个字',
  deadline: '请选择正确的报价截止时间',
  deadlineRange: '报价截止时间须在 2 小时后、30 天内',
  needRealName: '《网络安全法》规定，实名才可发布信息，前往实名认证！',
  createOk: '询价已发出',
  // Find
  notFound: '询价不存在',
  role: '角色无效（buyer 我发出的，seller 我收到的）',
  status: '状态无效（0 报价中，20 已截止，30 已采纳，90 已关闭）',
  // Quote
  ownRfq: '不能给自己的询价报价',
  closed: '该询价已截止，不能再报价',
  notOpen: (statusText: string) => `该询价${statusText}，不能再操作`,
  quoteOk: '报价已提交',
  quoteUpdated: '报价已更新',
  // Accept / close
  quoteNotFound: '报价不存在',
  notBuyer: '只有询价的发起人可以操作',
  alreadyAccepted: '该询价已采纳其他报价',
  acceptOk: '已采纳，意向单已生成，等待谈判人确认',
  closeOk: '询价已关闭',
  // Remarks on the 求购 goods
  deadlineRemark: (deadline: string) => `询价单，报价截止 ${deadline}`,
  notChosen: '您的报价未被采纳',
} as const;
