import { createRoot, type Root } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';

/**
 * antd-mobile's Toast, Dialog and Modal mount through React 18's render(), which React 19 removed:
 * give them a createRoot renderer (stack-notes pitfall 2). Called once by the app entry and by tests.
 */
export function installAntdMobileRender() {
  unstableSetRender((node, container) => {
    const holder = container as (Element | DocumentFragment) & { _mtsRoot?: Root };
    const root = (holder._mtsRoot ??= createRoot(container));
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete holder._mtsRoot;
    };
  });
}
