import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RealtimeMsg } from '@mts/shared/messages';
import type { LoginResult } from '@mts/shared/schemas';
import { useSession } from '@/lib/session';
import { RealtimeDebugPage } from './debug-websocket';

const login = (isOperator: boolean): LoginResult => ({
  token: 't'.repeat(43),
  userId: 7,
  businessType: 0,
  shopStatus: null,
  mobile: '13912345678',
  avatar: '',
  userType: '普通用户',
  nick_name: '测试',
  goodlevel: 1,
  authnStatus: 0,
  isOperator,
});

describe('desktop realtime debug page', () => {
  afterEach(() => useSession.getState().clear());

  it('says 无权访问 outside development to a non-operator', () => {
    useSession.getState().login(login(false));
    render(<RealtimeDebugPage dev={false} />, { wrapper: MemoryRouter });
    expect(screen.getByText(RealtimeMsg.noAccess)).toBeTruthy();
    expect(screen.queryByTestId('rt-ping')).toBeNull();
  });

  it('shows the state and the ping button to an operator, and in development to anyone', () => {
    useSession.getState().login(login(true));
    const { unmount } = render(<RealtimeDebugPage dev={false} />, { wrapper: MemoryRouter });
    expect(screen.getByTestId('rt-ping')).toBeTruthy();
    expect(screen.getByTestId('rt-state').textContent).toBe(RealtimeMsg.idle);
    unmount();
    useSession.getState().clear();
    render(<RealtimeDebugPage dev />, { wrapper: MemoryRouter });
    expect(screen.getByTestId('rt-ping')).toBeTruthy();
  });
});
