import { Button, Form, Modal, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useCentres } from '../../api/logistics';
import { shipNote } from '../../model/logistics';
import { type ShipValues } from '../../model/money-forms';
import { useShipForm } from '../../model/use-ship-form';
import { CarrierFields } from './carrier-fields';
import { CentrePicker } from './logistics';

type Props = {
  orderId: number;
  /** Resolves when shipped (the modal closes); rejects on a refusal (toasted by the client, the modal stays). */
  onSubmit: (values: ShipValues) => Promise<unknown>;
};

/**
 * 发货: a modal with the inspection centre to ship to (name, address, contact, hours), the carrier (a common one in a
 * click, or typed) and the tracking number, checked with the shared schema.
 */
export function ShipButton({ orderId, onSubmit }: Props) {
  const [open, setOpen] = useState(false);
  const centres = useCentres(open).data ?? [];
  const form = useShipForm(orderId, onSubmit, centres.length);
  const { values, errors, busy, set } = form;
  const submit = async () => {
    if (await form.submit()) setOpen(false);
  };
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)} data-testid="order-ship">
        发货
      </Button>
      <Modal open={open} title="发货" width={620} okText="确认发货" cancelText="取消" okButtonProps={{ loading: busy, 'data-testid': 'ship-submit' } as ButtonProps} onOk={() => void submit()} onCancel={() => setOpen(false)} destroyOnHidden>
        <p className="pc-trade-muted">{shipNote(centres)}</p>
        <Form layout="vertical" data-testid="ship-form">
          {centres.length > 0 && (
            <Form.Item label="验货中心" required validateStatus={errors.centreId ? 'error' : undefined} help={errors.centreId}>
              <CentrePicker centres={centres} value={values.centreId} onChange={(centreId) => set({ centreId })} />
            </Form.Item>
          )}
          <CarrierFields values={values} errors={errors} set={set} testId="ship" />
        </Form>
      </Modal>
    </>
  );
}
