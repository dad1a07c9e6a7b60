import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsDetail, NewsItem } from '@mts/shared/schemas';
import { getData, getRows } from '@/lib/http';
import { contentKeys } from './keys';

export const getNewsList = (pageNum: number, pageSize: number) => getRows<NewsItem>('/news/list', { pageNum, pageSize });
export const getNewsDetail = (id: number) => getData<NewsDetail>(`/news/${id}`);

export const newsListQueryOptions = (pageNum = 1, pageSize = 8) =>
  queryOptions({ queryKey: contentKeys.news(pageNum, pageSize), queryFn: () => getNewsList(pageNum, pageSize) });

export const newsDetailQueryOptions = (id: number) =>
  queryOptions({ queryKey: contentKeys.newsDetail(id), queryFn: () => getNewsDetail(id) });

export const useNewsList = (pageNum?: number, pageSize?: number) => useQuery(newsListQueryOptions(pageNum, pageSize));
export const useNewsDetail = (id: number) => useQuery(newsDetailQueryOptions(id));
