import { useState } from 'react';
import { emptyShip, shipErrors, type ShipErrors, type ShipValues } from './money-forms';

/**
 * 发货's form on both apps: the inspection centre (required while the platform lists any: `centreCount`), carrier
 * and tracking number (a change clears the errors), checked with the shared schema on submit; `submit()` answers true once shipped, false when the check or the server refused (the client toasted
 * why, the order reloads) — the dialog closes only on true.
 */
export function useShipForm(orderId: number, onSubmit: (values: ShipValues) => Promise<unknown>, centreCount = 0) {
  const [values, setValues] = useState<ShipValues>(emptyShip);
  const [errors, setErrors] = useState<ShipErrors>({});
  const [busy, setBusy] = useState(false);
  return {
    values,
    errors,
    busy,
    set: (patch: Partial<ShipValues>) => {
      setValues((v) => ({ ...v, ...patch }));
      setErrors({});
    },
    submit: async () => {
      const found = shipErrors(orderId, values, centreCount);
      setErrors(found);
      if (Object.keys(found).length > 0) return false;
      setBusy(true);
      try {
        await onSubmit(values);
        return true;
      } catch {
        return false;
      } finally {
        setBusy(false);
      }
    },
  };
}
