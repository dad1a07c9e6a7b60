/** The AI assistant (issue 13): fixed texts of the chat endpoint and the default engine. */
export const AssistantMsg = {
  question: '请输入问题（1–500 个字）',
  failed: '助手暂时无法回答，请稍后重试',
  conversationMissing: '对话不存在或已删除',
  deleted: '对话已删除',
  /** The chat client: no first byte within Limits.chatTimeoutMs (10000 ms). */
  timeout: '助手响应超时，请重试',
  stopped: '已停止生成',
  newChat: '新对话',
  /** The model path failed or timed out; the default engine answered instead. */
  modelFallback: '（大模型暂时不可用，以下由平台内置助手根据平台数据回答）',
  citationsHint: '以下为引用的货源，点击可查看详情。',
  help: '我可以根据平台的货源和你的订单回答：查型号的价格和现货、按品牌/类别找货、解析型号、比较两个型号的价格、查看订单进度、生成求购草稿。',
  draftNote: '助手不会替你发布：点击「去发布」打开发布页，核对并补全后再提交。',
} as const;

/** Questions offered on an empty chat. */
export const ASSISTANT_SUGGESTIONS = [
  'K4A8G165WC-BCTD 现在什么价？有多少现货？',
  '帮我找 三星 DDR4 的现货',
  'H5AN8G6NDJR-XNC 是什么规格？',
  'K4A8G165WC-BCTD 和 H5AN8G6NDJR-XNC 哪个便宜',
  '我的订单到哪一步了',
  '帮我发一个求购：MT40A1G16TB 2000 片',
] as const;
