import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useParams } from 'react-router';
import { RfqMsg } from '@mts/shared/messages';
import { RfqFilters, RfqList } from '@/features/rfq/components/mobile/rfq-list';
import { BuyerQuotes, RfqHead, SellerQuote } from '@/features/rfq/components/mobile/rfq-detail';
import { useRfqDetailPage } from '@/features/rfq/model/rfq-detail-page';
import type { RfqEnv } from '@/features/rfq/model/rfq-env';
import { useMyRfqPage } from '@/features/rfq/model/rfq-list-page';
import styles from '@/features/rfq/components/mobile/rfq.module.css';
import { PageTop } from '@/components/mobile/page-top';
import { useBack } from '@/components/mobile/navigation';
import { toast } from '@/components/mobile/toast';
import { positiveParam } from '@/lib/query-params';

const env: RfqEnv = { notify: toast, warn: toast, base: '' };

/** 我的询价 (/rfq): 我发起的 / 我收到的, the status chips, the rows with their countdowns (a new RFQ reloads them). */
export function Component() {
  const back = useBack();
  const page = useMyRfqPage(env, { infinite: true });
  return (
    <div className={styles.page} data-testid="rfq-page">
      <PageTop title="我的询价" onBack={back}>
        <RfqFilters page={page} />
      </PageTop>
      <RfqList page={page} />
      {page.role === 'buyer' && (
        <div className={styles.block}>
          <Button block fill="outline" color="primary" onClick={page.goBom} data-testid="rfq-go-bom">
            去BOM配单发起询价
          </Button>
        </div>
      )}
    </div>
  );
}

/** 询价详情 (/rfq/:id): the buyer compares the quotes and accepts one; a seller quotes. */
export function RfqDetailPage() {
  const back = useBack();
  const id = positiveParam(useParams().id);
  const page = useRfqDetailPage(id, env);
  return (
    <div className={styles.page} data-testid="rfq-detail-page">
      <PageTop title="询价详情" onBack={back} />
      {page.detail.isPending && id > 0 ? (
        <div className={styles.loading}>
          <DotLoading color="primary" />
        </div>
      ) : !page.rfq ? (
        <p className={styles.state} data-testid="rfq-not-found">
          {RfqMsg.notFound}
        </p>
      ) : (
        <>
          <RfqHead page={page} />
          {page.isBuyer ? <BuyerQuotes page={page} /> : <SellerQuote page={page} />}
        </>
      )}
    </div>
  );
}
