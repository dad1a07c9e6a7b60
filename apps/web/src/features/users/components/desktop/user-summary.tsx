import { Avatar, Button, Space, Statistic, Tag } from 'antd';
import { Link } from 'react-router';
import { BusinessType, USER_TYPE_LABEL } from '@mts/shared/constants';
import { isVerified } from '@mts/shared/status';
import { AuthMsg } from '@mts/shared/messages';
import type { UserBalance, UserInfo } from '@mts/shared/schemas';
import { maskMobile } from '@mts/shared/validate';
import { avatarChar, displayName } from '@/lib/display-name';
import { canApplyAsNegotiator, isApplicationUnderReview, showsGoodLevel } from '../../model/user-centre-rules';
import { walletFigures } from '../../model/wallet';

type ProfileProps = {
  user: UserInfo;
  onLogout: () => void;
  /** 企业认证's short state (from the company feature, given by the page); the line is left out while unknown. */
  company?: { text: string; ok: boolean };
};

/** Avatar, mobile, user type, rating for 10/20, real-name and application status, 退出登录. */
export function ProfileCard({ user, onLogout, company }: ProfileProps) {
  const label = USER_TYPE_LABEL[user.businessType] ?? user.userType;
  const verified = isVerified(user);
  return (
    <section className="pc-card pc-profile" data-testid="profile-card">
      <Avatar size={72} src={user.avatar || undefined} className="pc-profile-avatar">
        {avatarChar(displayName(user)) || 'M'}
      </Avatar>
      <div className="pc-profile-main">
        <div className="pc-profile-name">
          <strong data-testid="profile-name">{displayName(user)}</strong>
          <Tag color={user.businessType === BusinessType.Ordinary ? 'default' : 'blue'} data-testid="user-type">
            {label}
          </Tag>
          {showsGoodLevel(user) ? (
            <Tag color="gold" data-testid="good-level">
              {user.goodlevel > 0 ? `好评等级${user.goodlevel}` : AuthMsg.defaultGoodLevel}
            </Tag>
          ) : null}
        </div>
        <div className="pc-profile-line">手机号：{maskMobile(user.mobile)}</div>
        <div className="pc-profile-line" data-testid="realname-status">
          实名认证：
          {verified ? (
            <Tag color="success">已实名认证</Tag>
          ) : (
            <>
              <Tag>未实名认证</Tag>
              <Link to="/pc/realname">去实名认证</Link>
            </>
          )}
        </div>
        {company ? (
          <div className="pc-profile-line" data-testid="company-status">
            企业认证：
            <Tag color={company.ok ? 'success' : company.text === '审核中' ? 'processing' : 'default'}>{company.text}</Tag>
            {company.ok ? null : <Link to="/pc/my/companyVerify">{company.text === '审核中' ? '查看' : '去认证'}</Link>}
          </div>
        ) : null}
        {isApplicationUnderReview(user) ? (
          <div className="pc-profile-line">
            谈判人申请：<Tag color="processing">{AuthMsg.reviewButton}</Tag>
          </div>
        ) : null}
      </div>
      <Space className="pc-profile-actions">
        {canApplyAsNegotiator(user) ? (
          <Link to="/pc/applybroker">
            <Button type="primary" data-testid="apply-broker">
              申请成为谈判人
            </Button>
          </Link>
        ) : null}
        <Button onClick={onLogout} data-testid="logout">
          退出登录
        </Button>
      </Space>
    </section>
  );
}

type WalletProps = { balance: UserBalance | undefined; loading?: boolean };

/** 总余额 / 可提现 / 冻结 (cents shown as ¥, and $ once that account holds money) plus 积分 and 金币; skeletons while loading. */
export function WalletSummary({ balance, loading }: WalletProps) {
  const figures = walletFigures(balance);
  const items = [
    { key: 'total', title: '总余额', value: figures.total, dollar: figures.dollar?.total },
    { key: 'withdrawable', title: '可提现', value: figures.withdrawable, dollar: figures.dollar?.withdrawable },
    { key: 'frozen', title: '冻结', value: figures.frozen, dollar: figures.dollar?.frozen },
    { key: 'jf', title: '积分', value: figures.points },
    { key: 'jb', title: '金币', value: figures.coins },
  ];
  return (
    <section className="pc-card pc-wallet" data-testid="wallet-summary">
      <div className="pc-section-title">
        <h2>我的钱包</h2>
        <Link to="/pc/my/myBalance">查看明细</Link>
      </div>
      <div className="pc-wallet-grid">
        {items.map((i) => (
          <div key={i.key} className="pc-wallet-cell" data-testid={`summary-${i.key}`}>
            <Statistic title={i.title} value={i.value} formatter={(v) => v} loading={loading} />
            {i.dollar && !loading ? <span className="pc-wallet-dollar">{i.dollar}</span> : null}
          </div>
        ))}
      </div>
    </section>
  );
}
