import { createContext, useContext } from 'react';

/**
 * Whether a site url leads to a page this app has. Content data (banners, nav grids) links to pages that
 * later issues build (/source/publish…); those links are hidden or inert instead of landing on 页面不存在.
 */
export const AvailablePathsContext = createContext<(url: string) => boolean>(() => true);

export const useIsAvailable = () => useContext(AvailablePathsContext);
