import type { ReactNode } from 'react';
import { createErrorBlock } from 'antd-mobile/es/components/error-block';
import { emptyImage } from 'antd-mobile/es/components/error-block/images';
import { Msg } from '@mts/shared/messages';

const ErrorBlock = createErrorBlock({ empty: emptyImage });

type EmptyBlockProps = {
  /** What will show here, and how it gets there. */
  description: string;
  testId: string;
  /** The list's own frame (margin, card background, picture size through --image-height). */
  className?: string;
  /** A way out below the text (去发布). */
  action?: ReactNode;
};

/** A phone list's empty state: the picture, 暂无数据 and the list's own hint (spec section 8). */
export function EmptyBlock({ description, testId, className, action }: EmptyBlockProps) {
  return (
    <div className={className} data-testid={testId}>
      <ErrorBlock status="empty" title={Msg.empty} description={description} />
      {action}
    </div>
  );
}
