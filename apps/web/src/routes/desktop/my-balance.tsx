import { useState } from 'react';
import { RewardTable } from '@/features/users/components/desktop/reward-table';
import { WalletSummary } from '@/features/users/components/desktop/user-summary';
import { useRewardList } from '@/features/users/api/get-reward-list';
import { useUserBalance } from '@/features/users/api/get-user-balance';

const PAGE_SIZE = 10;

/** /pc/my/myBalance: balances and the points/coins history (paged). */
export function MyBalancePage() {
  const balance = useUserBalance();
  const [pageNum, setPageNum] = useState(1);
  const rewards = useRewardList(pageNum, PAGE_SIZE);
  return (
    <>
      <WalletSummary balance={balance.data} loading={balance.isLoading} link={false} />
      <section className="pc-card" data-testid="reward-list">
        <div className="pc-section-title">
          <h2>积分与金币明细</h2>
        </div>
        <RewardTable
          rows={rewards.data?.rows ?? []}
          total={rewards.data?.total ?? 0}
          pageNum={pageNum}
          pageSize={PAGE_SIZE}
          loading={rewards.isFetching}
          onPage={setPageNum}
        />
      </section>
    </>
  );
}
