import { useState } from 'react';
import type { OrderDetail } from '@mts/shared/schemas';
import { useDeliverOrder, useSetDelivery } from '../api/logistics';
import { deliverErrors, deliverPlan, deliverRequest, deliveryErrors, deliveryRequest, deliveryValues, type DeliverErrors, type DeliverValues, type DeliveryErrors, type DeliveryValues } from './logistics';

/**
 * The buyer's 收货方式 form on both apps: starts from his last choice, checked with the shared schema on submit;
 * `submit()` answers true once saved (the order reloads), false when the check or the server refused (toasted).
 */
export function useDeliveryForm(detail: Pick<OrderDetail, 'id' | 'logistics'>) {
  const [values, setValues] = useState<DeliveryValues>(() => deliveryValues(detail.logistics.delivery));
  const [errors, setErrors] = useState<DeliveryErrors>({});
  const save = useSetDelivery();
  return {
    values,
    errors,
    busy: save.isPending,
    set: (patch: Partial<DeliveryValues>) => {
      setValues((v) => ({ ...v, ...patch }));
      setErrors({});
    },
    submit: async () => {
      const found = deliveryErrors(detail.id, values);
      setErrors(found);
      if (Object.keys(found).length > 0) return false;
      try {
        await save.mutateAsync(deliveryRequest(detail.id, values));
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** 平台发货 on both apps (the inspection page, the order page): by the buyer's choice; `submit()` answers true once delivered. */
export function useDeliverForm(detail: Pick<OrderDetail, 'id' | 'logistics'>) {
  const plan = deliverPlan(detail);
  const [values, setValues] = useState<DeliverValues>({ carrier: '', trackingNo: '' });
  const [errors, setErrors] = useState<DeliverErrors>({});
  const deliver = useDeliverOrder();
  return {
    plan,
    values,
    errors,
    busy: deliver.isPending,
    set: (patch: Partial<DeliverValues>) => {
      setValues((v) => ({ ...v, ...patch }));
      setErrors({});
    },
    /** Resolves with the server's message once delivered (the page toasts it), or null when refused. */
    submit: async (): Promise<string | null> => {
      const found = deliverErrors(detail.id, plan?.method ?? null, values);
      setErrors(found);
      if (Object.keys(found).length > 0 || !plan) return null;
      try {
        return (await deliver.mutateAsync(deliverRequest(detail.id, plan.method, values))).msg;
      } catch {
        return null;
      }
    },
  };
}
