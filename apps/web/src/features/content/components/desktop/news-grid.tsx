import { formatDate } from '@mts/shared/format';
import type { NewsItem } from '@mts/shared/schemas';
import { SafeImage } from '@/components/safe-image';
import './news-grid.css';

type Props = { items: NewsItem[]; onOpen: (id: number) => void };

/** 先搜服务: news cards with cover, tag, title, summary and date. */
export function NewsGrid({ items, onOpen }: Props) {
  return (
    <div className="pc-news-grid" data-testid="news-grid">
      {items.map((news) => (
        <article key={news.id} className="pc-news-card" onClick={() => onOpen(news.id)} role="link" tabIndex={0} onKeyDown={(e) => e.key === 'Enter' && onOpen(news.id)}>
          <div className="pc-news-cover">
            <SafeImage src={news.cover} alt={news.title} />
          </div>
          <div className="pc-news-body">
            {news.tag ? <span className="pc-news-tag">{news.tag}</span> : null}
            <h3>{news.title}</h3>
            <p>{news.summary}</p>
            <time>{formatDate(news.publishTime, 'yyyy-MM-dd')}</time>
          </div>
        </article>
      ))}
    </div>
  );
}
