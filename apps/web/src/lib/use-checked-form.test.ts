import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCheckedForm } from './use-checked-form';

type V = { name: string; qty: string };
const errorsOf = (v: V) => ({ ...(v.name ? {} : { name: '请输入名称' }), ...(/^\d+$/.test(v.qty) ? {} : { qty: '请输入数量' }) });

describe('useCheckedForm: checked on submit, then as it changes', () => {
  it('shows no error before the first submit, then the live errors', () => {
    const { result } = renderHook(() => useCheckedForm<V, ReturnType<typeof errorsOf>>(() => ({ name: '', qty: 'x' }), errorsOf));
    expect(result.current.errors).toEqual({});
    let ok = true;
    act(() => {
      ok = result.current.check();
    });
    expect(ok).toBe(false);
    expect(result.current.errors).toEqual({ name: '请输入名称', qty: '请输入数量' });
    act(() => result.current.set('name', '内存'));
    expect(result.current.errors).toEqual({ qty: '请输入数量' });
    act(() => result.current.patch({ qty: '10' }));
    expect(result.current.errors).toEqual({});
    act(() => {
      ok = result.current.check();
    });
    expect(ok).toBe(true);
  });

  it('hides the errors again after reset (a saved form starts over)', () => {
    const { result } = renderHook(() => useCheckedForm<V, ReturnType<typeof errorsOf>>(() => ({ name: '', qty: '' }), errorsOf));
    act(() => void result.current.check());
    expect(Object.keys(result.current.errors)).toHaveLength(2);
    act(() => result.current.reset());
    expect(result.current.errors).toEqual({});
  });
});
