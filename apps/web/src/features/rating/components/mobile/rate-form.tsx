import Button from 'antd-mobile/es/components/button';
import Rate from 'antd-mobile/es/components/rate';
import TextArea from 'antd-mobile/es/components/text-area';
import { useRateForm } from '../../hooks/use-rate-form';
import { RATE_LIMITS, type RateFormProps } from '../../model/rate-form';
import { rateActionText, starWord } from '../../model/rating-view';
import styles from './rating.module.css';

/** Rating one target of an order on the phone: 1–5 stars, up to 5 of the target's tags, text ≤ 500. */
export function RateForm({ orderId, target, myRole, onSubmit, onCancel }: RateFormProps) {
  const { tags, values, errors, submitting, submit, setStars, toggleTag, setText } = useRateForm(orderId, target, myRole, onSubmit);

  return (
    <form
      className={styles.form}
      noValidate
      data-testid="rate-form"
      data-target={target}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3 className={styles.formTitle}>{rateActionText(target, myRole)}</h3>
      <div className={styles.starRow} data-testid="rate-stars">
        <Rate
          value={values.stars}
          onChange={setStars}
        />
        <span className={styles.starWord}>{values.stars ? starWord(values.stars) : '请打分'}</span>
      </div>
      {errors.stars && (
        <p className={styles.error} role="alert" data-testid="error-stars">
          {errors.stars}
        </p>
      )}
      <span className={styles.label}>
        评价标签（最多 {RATE_LIMITS.maxTags} 个）
      </span>
      <div className={styles.chips} data-testid="rate-tags">
        {tags.map((tag) => {
          const on = values.tags.includes(tag);
          return (
            <button
              key={tag}
              type="button"
              className={`${styles.chip} ${on ? styles.chipOn : ''}`}
              aria-pressed={on}
              disabled={!on && values.tags.length >= RATE_LIMITS.maxTags}
              onClick={() => toggleTag(tag)}
            >
              {tag}
            </button>
          );
        })}
      </div>
      {errors.tags && (
        <p className={styles.error} role="alert">
          {errors.tags}
        </p>
      )}
      <TextArea
        className={styles.textarea}
        placeholder="说说这次交易的感受（选填）"
        value={values.text}
        onChange={setText}
        maxLength={RATE_LIMITS.maxText}
        showCount
        autoSize={{ minRows: 3, maxRows: 6 }}
        data-testid="rate-text"
      />
      {errors.text && (
        <p className={styles.error} role="alert">
          {errors.text}
        </p>
      )}
      <div className={styles.formActions}>
        <Button size="small" shape="rounded" onClick={onCancel}>
          取消
        </Button>
        <Button type="submit" size="small" color="primary" shape="rounded" loading={submitting} data-testid="rate-submit">
          提交评价
        </Button>
      </div>
    </form>
  );
}
