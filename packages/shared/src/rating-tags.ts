/** Rating tags (re-exported by ./constants): a module of its own, so the bundler keeps it with the rating pages. */
/**
 * Tags praising the party an order rating rates (issue 22): the buyer rates the seller (货品、发货), the seller
 * rates the buyer (付款、验货配合). A buyer is never offered 发货及时, a seller never 付款爽快.
 */
export const ORDER_PARTY_TAGS = {
  seller: ['货品与描述一致', '发货及时', '包装完好', '批号相符', '沟通顺畅'],
  buyer: ['付款爽快', '沟通顺畅', '验货配合', '信守约定'],
} as const;

/** Rating tags (评价标签) per target (order: either party's; ratingTagsFor picks the rated side's); at most 5 sent. */
export const RATING_TAGS = {
  // Both sides' tags (ORDER_PARTY_TAGS), written out: a literal keeps the module free of side effects (tree-shaken).
  order: ['货品与描述一致', '发货及时', '包装完好', '批号相符', '沟通顺畅', '付款爽快', '验货配合', '信守约定'] as readonly string[],
  staff: ['响应及时', '专业可靠', '沟通耐心', '跟进到位', '协调有力'],
  negotiator: ['报价合理', '响应及时', '专业可靠', '沟通耐心', '信息准确'],
} as const;
export type RatingTarget = keyof typeof RATING_TAGS;

/** The tags a rater on `raterRole`'s side may give `target`: an order rating praises the other party's role. */
export function ratingTagsFor(target: RatingTarget, raterRole: 'buyer' | 'seller'): readonly string[] {
  if (target !== 'order') return RATING_TAGS[target];
  return ORDER_PARTY_TAGS[raterRole === 'buyer' ? 'seller' : 'buyer'];
}

