import { createRoot } from 'react-dom/client';
import { startTransition, type ComponentType } from 'react';
import { Limits } from '@mts/shared/constants';
import { detectDevice, devicePath } from './app/device';
import { countUiEvents } from './lib/monitor';
import { removeStaticShell } from './lib/static-shell';

/**
 * Picks the device once, fixes the /pc prefix before any router starts, then loads only that
 * device's app: the mobile and desktop trees are separate lazy chunks, so a phone never downloads antd.
 */
const device = detectDevice(navigator.userAgent);
const fixed = devicePath(device, window.location.pathname);
if (fixed) window.history.replaceState(null, '', fixed + window.location.search + window.location.hash);

// The parameter monitor's UI events, counted from the start on both devices.
countUiEvents();

const root = createRoot(document.getElementById('root')!);

function withTimeout<T>(load: Promise<T>): Promise<T> {
  return Promise.race([
    load,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('chunk timeout')), Limits.chunkLoadTimeoutMs)),
  ]);
}

// Two separate functions: in one conditional expression the bundler shares one preload list between
// both imports, and phones then preload the desktop chunks (antd) and the desktop stylesheet.
function loadMobile(): Promise<{ default: ComponentType }> {
  return import('./app/mobile-app');
}
function loadDesktop(): Promise<{ default: ComponentType }> {
  return import('./app/desktop-app');
}
const load = device === 'mobile' ? loadMobile() : loadDesktop();

withTimeout(load).then(
  // A transition: React renders the first tree in 5 ms slices instead of one long task, so the page stays
  // responsive (and the static first paint of the phone home stays on screen meanwhile).
  ({ default: App }) => startTransition(() => root.render(<App />)),
  () => {
    removeStaticShell();
    root.render(
      <div style={{ padding: 48, textAlign: 'center', fontSize: 16 }}>
        页面加载失败，<a href={window.location.href}>点击重新加载</a>
      </div>,
    );
  },
);
