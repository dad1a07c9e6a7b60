import { useEffect } from 'react';

export const SITE_NAME = 'MTS 存储交易平台';

/** Page-specific titles (goods, news) set after the layout's route-meta title. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} - ${SITE_NAME}`;
  }, [title]);
}
