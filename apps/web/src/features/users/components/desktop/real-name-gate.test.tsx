import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PublishMsg } from '@mts/shared/messages';
import { RealNameGate } from './real-name-gate';

function renderGate() {
  const router = createMemoryRouter(
    [
      { path: '/pc/source/publish', element: <RealNameGate /> },
      { path: '/pc/realname', element: <div>realname page</div> },
    ],
    { initialEntries: ['/pc/source/publish'] },
  );
  render(
    <AntApp>
      <RouterProvider router={router} />
    </AntApp>,
  );
  return router;
}

const dialog = () => document.querySelector('.ant-modal-confirm') as HTMLElement | null;
const button = (text: RegExp) =>
  [...(dialog()?.querySelectorAll('button') ?? [])].find((b) => text.test(b.textContent?.replace(/\s/g, '') ?? '')) as HTMLElement;

describe('RealNameGate', { timeout: 20_000 }, () => {
  it('asks with the 网络安全法 text and goes to /pc/realname on confirm', async () => {
    const router = renderGate();
    await waitFor(() => expect(dialog()?.textContent).toContain(PublishMsg.needRealName));
    await act(async () => fireEvent.click(button(/前往实名认证/)));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pc/realname'));
  });

  it('stays on the page on cancel, offering the way to verify later', async () => {
    const router = renderGate();
    await waitFor(() => expect(dialog()).not.toBeNull());
    await act(async () => fireEvent.click(button(/取消/)));
    expect(router.state.location.pathname).toBe('/pc/source/publish');
    expect(screen.getByTestId('realname-gate').textContent).toContain('实名认证后才可发布信息');
  });
});
