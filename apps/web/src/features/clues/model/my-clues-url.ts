import { CLUE_TABS } from '@mts/shared/constants';

/** 我的信息 on the tab of a lead type: ?active=0 货源, ?active=1 求购. */
export const myCluesPath = (type: number) => `/myxg/myPublishClue?active=${CLUE_TABS.find((t) => t.goodsType === type)?.active ?? 0}`;

/** The same page in the desktop user centre. */
export const myCluesUrl = (type: number) => `/pc${myCluesPath(type)}`;
