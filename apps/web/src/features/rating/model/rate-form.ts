import type { RatingTarget } from '@mts/shared/constants';
import { MoneyMsg } from '@mts/shared/messages';
import { rateBody, type EvaluateRow, type RateBody } from '@mts/shared/schemas';
import type { EvaluateTab } from './rating-view';
import { openTargets, ratedInOrder, tagsFor } from './rating-view';

/**
 * The rating form (POST /order/rate), one model for both devices: 1–5 stars, up to 5 of the target's tags, text ≤ 500.
 * Checked with the shared rateBody schema (a tag of another target is refused there too).
 */
export type RateValues = { stars: number; tags: string[]; text: string };
export type RateField = keyof RateValues;
export type RateErrors = Partial<Record<RateField, string>>;

export const RATE_LIMITS = { maxTags: 5, maxText: 500 } as const;

export const emptyRate = (): RateValues => ({ stars: 0, tags: [], text: '' });

/** Picks or drops a tag; a tag beyond the fifth, or not offered for the target from my side, is not added. */
export function toggleTag(values: RateValues, target: RatingTarget, myRole: 'buyer' | 'seller', tag: string): RateValues {
  if (values.tags.includes(tag)) return { ...values, tags: values.tags.filter((t) => t !== tag) };
  if (values.tags.length >= RATE_LIMITS.maxTags || !tagsFor(target, myRole).includes(tag)) return values;
  return { ...values, tags: [...values.tags, tag] };
}

/** Checks the form: the body to send, or the message of each wrong field. */
export function validateRate(orderId: number, target: RatingTarget, v: RateValues): { body: RateBody | null; errors: RateErrors } {
  const result = rateBody.safeParse({ orderId, target, stars: v.stars, tags: v.tags, text: v.text.trim() });
  if (result.success) return { body: result.data, errors: {} };
  const errors: RateErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as string | undefined;
    if ((field === 'stars' || field === 'tags' || field === 'text') && !errors[field]) errors[field] = issue.message;
  }
  // 0 stars (nothing picked) is the schema's min(1): the same message.
  if (!errors.stars && !errors.tags && !errors.text) errors.stars = MoneyMsg.stars;
  return { body: null, errors };
}

/** What both apps' rating forms take. */
export type RateFormProps = {
  orderId: number;
  target: RatingTarget;
  myRole: 'buyer' | 'seller';
  /** Sends the checked body; rejects when the server refuses (the client toasts its msg). */
  onSubmit: (body: RateBody) => Promise<void>;
  onCancel: () => void;
};

/** What both apps' 订单评价 lists take: the tab, its page model (useEvaluatePage) and the rating's submit. */
export type EvaluateListProps<Page> = {
  tab: EvaluateTab;
  page: Page;
  onRate: (body: RateBody) => Promise<void>;
};

/** What both apps' evaluate cards take. */
export type EvaluateCardProps = {
  row: EvaluateRow;
  /** The target whose form is open on this row, if any. */
  openTarget: RatingTarget | null;
  focused: boolean;
  onOpenForm: (target: RatingTarget | null) => void;
  onRate: (body: RateBody) => Promise<void>;
};

/**
 * An evaluate card's parts on both apps: the targets still open, what I rated, a target button's toggle (one form
 * open at a time) and the form shown: an open target's, else none.
 */
export function evaluateCardParts({ row, openTarget, onOpenForm, onRate }: EvaluateCardProps) {
  const open = openTargets(row);
  const form: RateFormProps | null =
    openTarget && open.includes(openTarget) ? { orderId: row.orderId, target: openTarget, myRole: row.myRole, onSubmit: onRate, onCancel: () => onOpenForm(null) } : null;
  return { open, rated: ratedInOrder(row), toggle: (t: RatingTarget) => onOpenForm(openTarget === t ? null : t), form };
}
