import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useShipForm } from './use-ship-form';
import { useStepper } from './use-stepper';

describe('useStepper: both apps − [n] +', () => {
  it('steps within the bounds and takes a typed number on commit, else reverts', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useStepper({ value, onChange, min: 2, max: 5 }), { initialProps: { value: 2 } });
    act(() => result.current.minus());
    expect(onChange).not.toHaveBeenCalled();
    act(() => result.current.plus());
    expect(onChange).toHaveBeenLastCalledWith(3);
    rerender({ value: 5 });
    expect(result.current.text).toBe('5');
    act(() => result.current.plus());
    expect(onChange).toHaveBeenCalledTimes(1);
    act(() => result.current.setText('abc'));
    act(() => result.current.commit());
    expect(result.current.text).toBe('5');
  });
});

describe('useShipForm: 发货 on both apps', () => {
  it('refuses an empty form without sending, then answers true once shipped and false on a refusal', async () => {
    const send = vi.fn().mockResolvedValueOnce({}).mockRejectedValueOnce(new Error('409'));
    const { result } = renderHook(() => useShipForm(31, send));
    let ok = true;
    await act(async () => {
      ok = await result.current.submit();
    });
    expect(ok).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(Object.keys(result.current.errors).length).toBeGreaterThan(0);
    act(() => result.current.set({ carrier: '顺丰速运', trackingNo: 'SF1234567890' }));
    expect(result.current.errors).toEqual({});
    await act(async () => {
      ok = await result.current.submit();
    });
    expect(ok).toBe(true);
    await act(async () => {
      ok = await result.current.submit();
    });
    expect(ok).toBe(false);
    expect(send).toHaveBeenCalledWith({ centreId: null, carrier: '顺丰速运', trackingNo: 'SF1234567890' });
  });
});
