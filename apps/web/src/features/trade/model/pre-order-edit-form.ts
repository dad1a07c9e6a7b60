import { TradeMsg } from '@mts/shared/messages';
import { preOrderEditBody, type PreOrderDetail, type PreOrderEditBody } from '@mts/shared/schemas';
import { centsFromText, intFromText, textFromCents } from '@/lib/money-input';

/**
 * The negotiator's edit of a quote (/follow/tpr/editPreOrder, model 2), one model for both apps: the inputs as text
 * (price in the order's currency with 2 decimals), the body of POST /preOrder/edit with only the changed fields,
 * and the shared schema's verdict per field.
 */
export type PreOrderEditValues = {
  price: string;
  quantity: string;
  deliveryPlace: string;
  deliveryDate: string;
  remark: string;
  /** Why it changed (修改说明), kept with the revision. */
  note: string;
};

export type PreOrderEditField = keyof PreOrderEditValues;
export type PreOrderEditErrors = Partial<Record<PreOrderEditField | 'form', string>>;

export const editValuesOf = (o: PreOrderDetail): PreOrderEditValues => ({
  price: textFromCents(o.price),
  quantity: String(o.quantity),
  deliveryPlace: o.deliveryPlace,
  deliveryDate: o.deliveryDate,
  remark: o.remark,
  note: '',
});

/** The body of POST /preOrder/edit: the id, the fields that differ from the order, and the note. */
export function editBodyOf(o: PreOrderDetail, v: PreOrderEditValues): Partial<PreOrderEditBody> & { id: number } {
  const body: Partial<PreOrderEditBody> & { id: number } = { id: o.id };
  const price = centsFromText(v.price);
  if (v.price.trim() !== textFromCents(o.price)) body.price = price;
  const quantity = intFromText(v.quantity);
  if (quantity !== o.quantity) body.quantity = quantity;
  if (v.deliveryPlace.trim() !== o.deliveryPlace) body.deliveryPlace = v.deliveryPlace.trim();
  if (v.deliveryDate.trim() !== o.deliveryDate) body.deliveryDate = v.deliveryDate.trim();
  if (v.remark.trim() !== o.remark) body.remark = v.remark.trim();
  body.note = v.note.trim();
  return body;
}

const CHANGE_FIELDS = ['price', 'quantity', 'deliveryPlace', 'deliveryDate', 'remark'] as const;

/** The changed fields' count (0: 没有修改任何内容). */
export const changeCount = (body: Partial<PreOrderEditBody>) => CHANGE_FIELDS.filter((f) => body[f] !== undefined).length;

/** The shared schema's verdict, one message per field; `form` says nothing changed. */
export function editErrorsOf(o: PreOrderDetail, v: PreOrderEditValues): PreOrderEditErrors {
  const body = editBodyOf(o, v);
  const errors: PreOrderEditErrors = {};
  const result = preOrderEditBody.safeParse(body);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as PreOrderEditField | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (!Object.keys(errors).length && changeCount(body) === 0) errors.form = TradeMsg.nothingChanged;
  return errors;
}
