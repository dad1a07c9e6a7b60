import { Tag } from 'antd';
import { FollowModel } from '@mts/shared/constants';
import { poolSlotText } from '../../model/follow-actions';

/** 买方商务 (to draw the contract) or 卖方商务 (to confirm it): the side a business followers' pool slot is for. */
export function SlotTag({ model }: { model: number }) {
  const slot = poolSlotText(model);
  return (
    <Tag color={model === FollowModel.Seller ? 'orange' : 'blue'} data-testid="pool-slot" title={slot.work}>
      {slot.side}
    </Tag>
  );
}
