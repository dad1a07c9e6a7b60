import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { PublishMsg } from '@mts/shared/messages';
import type { LoginResult } from '@mts/shared/schemas';
import { installAntdMobileRender } from '@/components/mobile/mobile-render';
import { useSession } from '@/lib/session';
import { renderPhonePage } from '@/test/render-page';
import { Component as PublishPage } from './publish';

const authn = vi.hoisted(() => ({ status: 0 }));

// Only the network is replaced: the page's hooks and fetchers run for real on top of it.
vi.mock('@/lib/http', async () =>
  (await import('@/test/fake-http')).fakeHttp({
    userInfo: () => ({ ...user, authnStatus: authn.status }),
    getData: async (url: string) => {
      if (url === '/category/tree') return [];
      throw new Error(`unexpected ${url}`);
    },
  }),
);

const user: LoginResult = {
  token: 't-1',
  userId: 7,
  businessType: 0,
  shopStatus: null,
  mobile: '13812345678',
  avatar: '',
  userType: '',
  nick_name: '王先生',
  goodlevel: 0,
  authnStatus: 0,
};

beforeAll(() => installAntdMobileRender());
afterEach(() => {
  useSession.getState().clear();
  document.body.innerHTML = '';
});

function renderPublish() {
  useSession.getState().login({ ...user, authnStatus: authn.status });
  return renderPhonePage(
    [
      { path: '/home', element: <div>home</div> },
      { path: '/realname', element: <div>realname</div> },
      { path: '/source/publish', element: <PublishPage /> },
    ],
    { at: ['/home', '/source/publish'], index: 1 },
  );
}

describe('publishing needs a verified real name', () => {
  it('asks to verify; cancelling returns home', async () => {
    authn.status = 0;
    const router = renderPublish();
    expect(await screen.findByText(PublishMsg.needRealName, { selector: '.adm-dialog-content *, .adm-dialog-content' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('取消')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('confirming opens /realname', async () => {
    authn.status = 0;
    const router = renderPublish();
    await screen.findByText('去认证');
    await act(async () => fireEvent.click(screen.getByText('去认证')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/realname'));
  });

  it('shows the form to a verified user without asking', async () => {
    authn.status = 1;
    renderPublish();
    expect(await screen.findByTestId('publish-form')).toBeTruthy();
    expect(screen.queryByText('去认证')).toBeNull();
    expect((screen.getByTestId('publish-contactMobile').querySelector('input') as HTMLInputElement).value).toBe('13812345678');
  });
});
