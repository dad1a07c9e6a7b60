import { Alert, Button, Empty, Pagination, Skeleton } from 'antd';
import { useState } from 'react';
import { BannerPosition, BannerType, BannerWhich } from '@mts/shared/constants';
import { Msg } from '@mts/shared/messages';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useBanners } from '@/features/content/api/get-banners';
import { useNewsList } from '@/features/content/api/get-news';
import { BannerCarousel } from '@/features/content/components/desktop/banner-carousel';
import { NewsGrid } from '@/features/content/components/desktop/news-grid';
import { openLink } from '@/lib/open-link';
import './landing.css';

const NEWS_PAGE_SIZE = 8;

const PROMISES = [
  { title: '担保交易', text: '货款由平台冻结，验货通过后放款' },
  { title: '专业验货', text: '丝印、批号、数量与功能逐项核验' },
  { title: '谈判人跟单', text: '询价、报价、还价全程留痕' },
  { title: '深圳 / 香港交货', text: '人民币含税或美金香港交货' },
];

/** /pc: transparent header over the big banner, the 先搜服务 news grid, then the footer. */
export function LandingPage() {
  const navigate = useAppNavigate();
  const [page, setPage] = useState(1);
  const banners = useBanners({ which: BannerWhich.PC, type: BannerType.Carousel, position: BannerPosition.Home });
  const news = useNewsList(page, NEWS_PAGE_SIZE);

  return (
    <div className="pc-landing">
      {banners.isPending ? (
        <div className="pc-landing-banner-skeleton" />
      ) : (
        <BannerCarousel items={banners.data ?? []} height={480} topInset={80} onOpen={(url) => openLink(url, navigate)} />
      )}

      <div className="pc-container pc-landing-promises-wrap">
        <div className="pc-landing-promises">
          {PROMISES.map((p, i) => (
            <div key={p.title} className="pc-landing-promise">
              <span className="pc-landing-promise-no">0{i + 1}</span>
              <div>
                <strong>{p.title}</strong>
                <p>{p.text}</p>
              </div>
            </div>
          ))}
        </div>
      </div>

      <section className="pc-container pc-landing-news">
        <div className="pc-section-title">
          <h2>
            先搜服务<small>行情快讯 · 行业动态 · 平台公告</small>
          </h2>
          <Button type="primary" ghost onClick={() => navigate('/pc/home')}>
            进入交易大厅
          </Button>
        </div>
        {news.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : news.isError ? (
          <Alert type="error" showIcon title={Msg.listLoadFailed} action={<Button onClick={() => news.refetch()}>重新加载</Button>} />
        ) : news.data.rows.length === 0 ? (
          <Empty description={Msg.empty} />
        ) : (
          <>
            <NewsGrid items={news.data.rows} onOpen={(id) => navigate(`/pc/news/${id}`)} />
            {news.data.total > NEWS_PAGE_SIZE ? (
              <Pagination
                className="pc-landing-pager"
                align="center"
                current={page}
                pageSize={NEWS_PAGE_SIZE}
                total={news.data.total}
                showSizeChanger={false}
                onChange={setPage}
              />
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
