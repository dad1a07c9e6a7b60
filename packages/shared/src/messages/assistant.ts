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

/** The default engine's fixed texts for a question written in English (no Chinese characters). */
export const AssistantMsgEn = {
  citationsHint: 'The listings cited are below; click one for its details.',
  modelFallback: '(The language model is unavailable right now; the platform\'s built-in assistant answers from the platform\'s data.)',
  help: 'I answer from the marketplace\'s listings and your orders: price and stock of a part number, finding goods by brand or category, decoding a part number, comparing two part numbers\' prices, your orders\' progress, and drafting a purchase request.',
  draftNote: 'The assistant never publishes for you: click "去发布" to open the publish page, check and complete the form, then submit.',
  /** English label and next step per order status (orderMachine labels / ORDER_NEXT_STEP in Chinese). */
  orderStatus: {
    1: { label: 'awaiting contract', next: 'the seller\'s business contact checks and confirms the contract (it cannot change afterwards)' },
    5: { label: 'awaiting payment', next: 'the buyer pays into the platform\'s escrow account (wallet balance or bank transfer)' },
    20: { label: 'awaiting shipment', next: 'the payment is held; the seller ships to the inspection point' },
    30: { label: 'awaiting inspection', next: 'the goods are shipped; the platform\'s inspector inspects them' },
    35: { label: 'awaiting platform delivery', next: 'inspection passed; the platform ships the goods from the inspection centre to the buyer (or the buyer collects them there)' },
    40: { label: 'awaiting receipt', next: 'the platform has delivered the goods; the buyer confirms receipt' },
    50: { label: 'completed', next: 'the deal is done and the seller has been paid' },
    60: { label: 'refunding', next: 'inspection failed or the order was cancelled; the money goes back to the buyer' },
    90: { label: 'closed', next: '' },
  } as Readonly<Record<number, { label: string; next: string }>>,
  suggestion: 'How much is K4A8G165WC-BCTD in USD?',
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

/** The language an answer is written in. */
export type AssistantLang = 'zh' | 'en';

/** A question with no Chinese (Han) character is English; anything with one is Chinese (the answer and its cards follow it). */
export const questionLang = (question: string): AssistantLang => (/\p{Script=Han}/u.test(question) ? 'zh' : 'en');

/** The listing conditions (CONDITIONS) in English, for English answers and their cards. */
export const CONDITION_EN: Readonly<Record<string, string>> = {
  原装: 'original',
  原包: 'factory sealed',
  散新: 'loose new',
  拆机: 'pulled',
  翻新: 'refurbished',
  eTT: 'eTT',
  白片: 'unbranded',
  全新: 'brand new',
};

/**
 * Delivery places (交货地) a question can name, as listings store them (深圳, 香港 …), with the English names and
 * spellings a trader types. `near`: the other places in the order a trader would take instead (the nearest first).
 */
export const DELIVERY_PLACES: readonly { name: string; en: string; aliases: readonly string[]; near: readonly string[] }[] = [
  { name: '深圳', en: 'Shenzhen', aliases: ['shenzhen', 'sz'], near: ['香港', '东莞', '广州', '上海', '苏州'] },
  { name: '香港', en: 'Hong Kong', aliases: ['hong kong', 'hongkong', 'hk'], near: ['深圳', '东莞', '广州', '上海', '苏州'] },
  { name: '东莞', en: 'Dongguan', aliases: ['dongguan'], near: ['深圳', '广州', '香港', '上海', '苏州'] },
  { name: '广州', en: 'Guangzhou', aliases: ['guangzhou'], near: ['深圳', '东莞', '香港', '上海', '苏州'] },
  { name: '上海', en: 'Shanghai', aliases: ['shanghai'], near: ['苏州', '杭州', '深圳', '香港', '北京'] },
  { name: '苏州', en: 'Suzhou', aliases: ['suzhou'], near: ['上海', '杭州', '深圳', '香港', '北京'] },
  { name: '杭州', en: 'Hangzhou', aliases: ['hangzhou'], near: ['上海', '苏州', '深圳', '香港', '北京'] },
  { name: '北京', en: 'Beijing', aliases: ['beijing'], near: ['上海', '苏州', '深圳', '香港'] },
];

/** A delivery place's name in the answer's language (深圳 → Shenzhen); a place not in the list as stored. */
export const placeName = (place: string, lang: AssistantLang) => (lang === 'en' ? (DELIVERY_PLACES.find((p) => p.name === place)?.en ?? place) : place);

/** A card's facts under its part number, in the answer's language: brand · quantity · date code · condition · delivery place. */
export function citationFacts(c: { brand: string; brandEn?: string; quantity: number; dateCode: string; condition: string; deliveryPlace?: string }, lang: AssistantLang): string {
  const qty = c.quantity.toLocaleString('en-US');
  return (
    lang === 'en'
      ? [c.brandEn || c.brand, `${qty} pcs`, c.dateCode && `DC ${c.dateCode}`, c.condition && (CONDITION_EN[c.condition] ?? c.condition), c.deliveryPlace && `in ${placeName(c.deliveryPlace, lang)}`]
      : [c.brand, `${qty} 片`, c.dateCode && `批号 ${c.dateCode}`, c.condition, c.deliveryPlace && `${c.deliveryPlace}交货`]
  )
    .filter(Boolean)
    .join(' · ');
}

/** A card's price in the answer's language: 面议 (no price) is "price on request" in English. */
export const citationPrice = (c: { price: number | null; priceText: string }, lang: AssistantLang) => (c.price === null && lang === 'en' ? 'price on request' : c.priceText);
