/** Order disputes (issue 12). */
export const DisputeMsg = {
  reason: '请填写纠纷原因（2–200 个字）',
  note: '请填写处理说明（2–200 个字）',
  decision: '处理结果只能是 release（放款给卖方）或 refund（退款给买方）',
  openOk: '纠纷已提交，平台将尽快处理',
  notParty: '只有订单的买方、卖方或运营人员可以发起纠纷',
  notDisputable: (statusText: string) => `该订单${statusText}，只有已付款且未完成的订单可以发起纠纷`,
  alreadyOpen: '该订单已有处理中的纠纷',
  held: '该订单有处理中的纠纷，请等待平台处理',
  notFound: '纠纷不存在',
  decided: (statusText: string) => `该纠纷${statusText}，不能再处理`,
  releaseOk: '纠纷已处理：货款已放给卖方',
  refundOk: '纠纷已处理：货款已退回买方',
} as const;
