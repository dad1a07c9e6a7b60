import { createContext, useContext } from 'react';

/**
 * Whether a site url leads to a page this app has (each app provides its own route table's answer). Content data
 * (banners, nav grids) and the user-centre menu link to pages that later issues build; those links are hidden or
 * inert instead of landing on 页面不存在.
 */
export const AvailablePathsContext = createContext<(url: string) => boolean>(() => true);

export const useIsAvailable = () => useContext(AvailablePathsContext);
