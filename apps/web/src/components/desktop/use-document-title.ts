import { useEffect } from 'react';
import { SITE_NAME } from '@/lib/site-name';

/** Page-specific titles (goods, news) set after the layout's route-meta title. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} - ${SITE_NAME}`;
  }, [title]);
}
