import type { QueryClient } from '@tanstack/react-query';
import type { InspectionTab } from '../model/inspection-view';

/**
 * Query keys of the inspection domain (验货, issue 11): the inspector's three lists (tab 0 待领取, 1 我的待验货,
 * 2 我已验货). The order an inspector opens is the trade domain's /order/detail (its key lives there).
 */
export const inspectionKeys = {
  all: ['inspection'] as const,
  lists: () => [...inspectionKeys.all, 'list'] as const,
  listPages: (tab: InspectionTab, pageSize: number) => [...inspectionKeys.lists(), 'pages', { tab, pageSize }] as const,
  listPage: (tab: InspectionTab, pageNum: number, pageSize: number) => [...inspectionKeys.lists(), 'page', { tab, pageNum, pageSize }] as const,
};

/**
 * The trade domain's root key (`tradeKeys.all`): a feature may not import another, and a grab or a report changes
 * the order (its detail, the parties' lists).
 */
const TRADE_ROOT = ['trade'] as const;

/** After a grab or a report: the inspector's lists and every trade query reload. */
export const invalidateInspection = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: inspectionKeys.all }), client.invalidateQueries({ queryKey: TRADE_ROOT })]);
