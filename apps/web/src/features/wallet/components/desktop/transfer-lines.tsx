import { Descriptions, Typography } from 'antd';
import type { TransferLine } from '../../model/requests';

/** The transfer to make (platform account, amount, reference), each value copyable. */
export function TransferLines({ lines, testId }: { lines: TransferLine[]; testId?: string }) {
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      data-testid={testId}
      className="pc-wallet-lines"
      items={lines.map((line) => ({
        key: line.key,
        label: line.label,
        children: (
          <Typography.Text copyable={{ text: line.copy, tooltips: ['复制', '已复制'] }} strong={line.key === 'reference' || line.key === 'amount'} data-testid={`transfer-${line.key}`}>
            {line.value}
          </Typography.Text>
        ),
      }))}
    />
  );
}
