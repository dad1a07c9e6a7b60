import { useState } from 'react';
import type { RatingTarget } from '@mts/shared/constants';
import type { RateBody } from '@mts/shared/schemas';
import { emptyRate, toggleTag, validateRate, type RateErrors, type RateValues } from '../model/rate-form';
import { tagsFor } from '../model/rating-view';

/**
 * The state of one rating form (both devices): the values, the errors of the last check, and a submit that checks
 * with the shared rules, then sends. A server refusal was toasted by the client; the form stays as typed.
 */
export function useRateForm(orderId: number, target: RatingTarget, myRole: 'buyer' | 'seller', onSubmit: (body: RateBody) => Promise<void>) {
  const [values, setValues] = useState<RateValues>(emptyRate);
  const [errors, setErrors] = useState<RateErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    const checked = validateRate(orderId, target, values);
    setErrors(checked.errors);
    if (!checked.body) return;
    setSubmitting(true);
    try {
      await onSubmit(checked.body);
    } catch {
      // Toasted by the client (the server's msg); the list reloads.
    } finally {
      setSubmitting(false);
    }
  };

  return {
    /** The tags offered: the target's, for an order rating the rated party's role (a seller is not praised for 付款爽快). */
    tags: tagsFor(target, myRole),
    values,
    errors,
    submitting,
    submit,
    /** Stars picked: that error goes. */
    setStars: (stars: number) => {
      setValues((v) => ({ ...v, stars }));
      setErrors((e) => ({ ...e, stars: undefined }));
    },
    toggleTag: (tag: string) => setValues((v) => toggleTag(v, target, myRole, tag)),
    setText: (text: string) => {
      setValues((v) => ({ ...v, text }));
      setErrors((e) => ({ ...e, text: undefined }));
    },
  };
}
