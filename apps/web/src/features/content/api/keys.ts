import type { BannerQuery } from '@mts/shared/schemas';

/** Query keys of the content domain (banners, nav, categories, news), one factory. */
export const contentKeys = {
  all: ['content'] as const,
  banners: (params: BannerQuery) => [...contentKeys.all, 'banners', params] as const,
  navs: (params: BannerQuery) => [...contentKeys.all, 'navs', params] as const,
  categoryTree: () => [...contentKeys.all, 'category-tree'] as const,
  news: (pageNum: number, pageSize: number) => [...contentKeys.all, 'news', pageNum, pageSize] as const,
  site: () => [...contentKeys.all, 'site'] as const,
  newsDetail: (id: number) => [...contentKeys.all, 'news-detail', id] as const,
};
