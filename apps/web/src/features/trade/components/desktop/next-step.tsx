import { Alert } from 'antd';
import type { NextStep } from '../../model/order-view';

/** 下一步: what happens next and who acts; a finished order shows only its outcome (a closed one's reason), no 下一步. */
export function NextStepAlert({ step }: { step: NextStep }) {
  if (!step.text) return null;
  if (step.final) return <Alert type="warning" showIcon data-testid="order-outcome" title={step.text} />;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="next-step"
      title={
        <span>
          <b>下一步：</b>
          {step.text}
        </span>
      }
      description={step.who ? `由「${step.who}」处理` : undefined}
    />
  );
}
