import type { ReactNode } from 'react';
import { Button, Input, Rate, Tag } from 'antd';
import { useRateForm } from '../../hooks/use-rate-form';
import { RATE_LIMITS, type RateFormProps } from '../../model/rate-form';
import { rateActionText, STAR_WORDS } from '../../model/rating-view';
import './rating.css';

/** A labelled line of the form with its message below. */
function Row({ label, testId, error, errorTestId, children }: { label: string; testId?: string; error?: string; errorTestId?: string; children: ReactNode }) {
  return (
    <div className="pc-rating-form-row">
      <label>{label}</label>
      <div data-testid={testId}>
        {children}
        {error && (
          <div className="pc-rating-error" role="alert" data-testid={errorTestId}>
            {error}
          </div>
        )}
      </div>
    </div>
  );
}

/** Rating one target of an order on the desktop: 1–5 stars, up to 5 of the target's tags, text ≤ 500. */
export function RateForm({ orderId, target, myRole, onSubmit, onCancel }: RateFormProps) {
  const { tags, values, errors, submitting, submit, setStars, toggleTag, setText } = useRateForm(orderId, target, myRole, onSubmit);

  return (
    <div className="pc-rating-form" data-testid="rate-form" data-target={target}>
      <h3>{rateActionText(target, myRole)}</h3>
      <Row label="评分" testId="rate-stars" error={errors.stars} errorTestId="error-stars">
        <Rate value={values.stars} tooltips={STAR_WORDS.slice(1)} onChange={setStars} />
      </Row>
      <Row label="标签" testId="rate-tags" error={errors.tags}>
        {tags.map((tag) => (
          <Tag.CheckableTag
            key={tag}
            checked={values.tags.includes(tag)}
            onChange={() => toggleTag(tag)}
            style={{ border: '1px solid #d9d9d9', marginBottom: 6 }}
          >
            {tag}
          </Tag.CheckableTag>
        ))}
        <div className="pc-rating-meta">最多选 {RATE_LIMITS.maxTags} 个</div>
      </Row>
      <Row label="评价内容" error={errors.text}>
        <Input.TextArea
          placeholder="说说这次交易的感受（选填）"
          value={values.text}
          onChange={(e) => setText(e.target.value)}
          maxLength={RATE_LIMITS.maxText}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          data-testid="rate-text"
        />
      </Row>
      <div className="pc-rating-form-actions">
        <Button onClick={onCancel}>取消</Button>
        <Button type="primary" loading={submitting} onClick={() => void submit()} data-testid="rate-submit">
          提交评价
        </Button>
      </div>
    </div>
  );
}
