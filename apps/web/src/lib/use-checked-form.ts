import { useState } from 'react';

/**
 * A form checked with the shared rules on submit, then as it changes (both apps' trade forms): the values, the
 * errors (none until the first submit), `check()` to submit (true when the values pass) and `reset()` to hide the
 * errors again after a save.
 */
export function useCheckedForm<V extends object, E extends object>(initial: () => V, errorsOf: (values: V) => E) {
  const [values, setValues] = useState<V>(initial);
  const [checked, setChecked] = useState(false);
  return {
    values,
    errors: checked ? errorsOf(values) : ({} as Partial<E>),
    set: <K extends keyof V>(key: K, value: V[K]) => setValues((v) => ({ ...v, [key]: value })),
    patch: (change: Partial<V>) => setValues((v) => ({ ...v, ...change })),
    check: () => {
      setChecked(true);
      return Object.keys(errorsOf(values)).length === 0;
    },
    reset: () => setChecked(false),
  };
}
