/** /pay has two modes: confirming intention orders (确认意向单, the route's title) and paying an order (订单支付). */
export const payTitle = (query: URLSearchParams): string | undefined => (query.get('mode') === 'order' ? '订单支付' : undefined);
