import { Breadcrumb, Skeleton, Tag } from 'antd';
import { Link, useParams } from 'react-router';
import { formatDate } from '@mts/shared/format';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { SafeImage } from '@/components/safe-image';
import { useNewsDetail, useNewsList } from '@/features/content/api/get-news';
import { positiveInt } from '@/lib/query-params';
import { ResultCard } from '@/components/desktop/result-card';
import { useDocumentTitle } from '@/components/desktop/use-document-title';
import './news-detail.css';

/** /pc/news/:id: one 先搜服务 article with the latest others beside it. */
export function NewsDetailPage() {
  const id = positiveInt(useParams().id ?? null) ?? 0;
  const navigate = useAppNavigate();
  const news = useNewsDetail(id);
  const latest = useNewsList(1, 6);
  useDocumentTitle(news.data?.title);

  if (!id || news.isError) {
    return <ResultCard className="pc-news-detail" status="404" title="资讯不存在或已下线" actions={[{ key: 'home', text: '返回先搜服务', primary: true, onClick: () => navigate('/pc') }]} />;
  }

  return (
    <div className="pc-container pc-news-detail">
      <Breadcrumb className="pc-detail-crumbs" items={[{ title: <Link to="/pc">先搜服务</Link> }, { title: news.data?.title ?? '资讯' }]} />
      <div className="pc-news-detail-layout">
        <article className="pc-card pc-news-article">
          {news.isPending ? (
            <Skeleton active paragraph={{ rows: 12 }} />
          ) : (
            <>
              <h1>{news.data.title}</h1>
              <div className="pc-news-article-meta">
                {news.data.tag ? <Tag color="blue">{news.data.tag}</Tag> : null}
                <time>{formatDate(news.data.publishTime)}</time>
              </div>
              {news.data.summary ? <p className="pc-news-article-summary">{news.data.summary}</p> : null}
              {news.data.cover ? <SafeImage className="pc-news-article-cover" src={news.data.cover} alt={news.data.title} /> : null}
              <div className="pc-news-article-content">
                {news.data.content
                  .split(/\n+/)
                  .filter((line) => line.trim())
                  .map((line, i) => (
                    <p key={i}>{line}</p>
                  ))}
              </div>
            </>
          )}
        </article>
        <aside className="pc-card pc-news-aside">
          <h3>最新资讯</h3>
          <ul>
            {(latest.data?.rows ?? [])
              .filter((n) => n.id !== id)
              .slice(0, 5)
              .map((n) => (
                <li key={n.id}>
                  <Link to={`/pc/news/${n.id}`}>{n.title}</Link>
                  <time>{formatDate(n.publishTime, 'yyyy-MM-dd')}</time>
                </li>
              ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
