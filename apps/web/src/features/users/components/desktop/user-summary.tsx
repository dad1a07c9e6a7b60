import { Avatar, Button, Space, Statistic, Tag } from 'antd';
import { Link } from 'react-router';
import { BusinessType, Limits, ShopApplyStatus, USER_TYPE_LABEL } from '@mts/shared/constants';
import { formatPrice } from '@mts/shared/format';
import { AuthMsg } from '@mts/shared/messages';
import type { UserBalance, UserInfo } from '@mts/shared/schemas';
import { maskMobile } from '@mts/shared/validate';

const hasRating = (t: number) => t === BusinessType.Negotiator || t === BusinessType.BusinessFollower;

/** 申请成为谈判人 is offered to ordinary users (0) without an application (shopStatus empty). */
export const canApplyForBroker = (u: Pick<UserInfo, 'businessType' | 'shopStatus'>) =>
  u.businessType === BusinessType.Ordinary && (u.shopStatus === null || u.shopStatus === undefined);

type ProfileProps = { user: UserInfo; onLogout: () => void };

/** Avatar, mobile, user type, rating for 10/20, real-name and application status, 退出登录. */
export function ProfileCard({ user, onLogout }: ProfileProps) {
  const label = USER_TYPE_LABEL[user.businessType] ?? user.userType;
  const verified = user.authnStatus === 1;
  return (
    <section className="pc-card pc-profile" data-testid="profile-card">
      <Avatar size={72} src={user.avatar || undefined} className="pc-profile-avatar">
        {user.nick_name?.slice(0, 1) || 'M'}
      </Avatar>
      <div className="pc-profile-main">
        <div className="pc-profile-name">
          <strong>{user.nick_name || maskMobile(user.mobile)}</strong>
          <Tag color={user.businessType === BusinessType.Ordinary ? 'default' : 'blue'} data-testid="user-type">
            {label}
          </Tag>
          {hasRating(user.businessType) ? (
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
        {user.businessType === BusinessType.Ordinary && user.shopStatus === ShopApplyStatus.UnderReview ? (
          <div className="pc-profile-line">
            谈判人申请：<Tag color="processing">{AuthMsg.reviewButton}</Tag>
          </div>
        ) : null}
      </div>
      <Space className="pc-profile-actions">
        {canApplyForBroker(user) ? (
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

type WalletProps = { balance: UserBalance | undefined; loading?: boolean; link?: boolean };

/** 总余额 / 可提现 / 冻结 (cents shown as ¥) plus 积分 and 金币. */
export function WalletSummary({ balance, loading, link = true }: WalletProps) {
  const items = [
    { title: '总余额', value: formatPrice(balance?.totalBalance ?? 0) },
    { title: '可提现', value: formatPrice(balance?.withdrawableBalance ?? 0) },
    { title: '冻结', value: formatPrice(balance?.frozenBalance ?? 0) },
    { title: '积分', value: String(balance?.jf ?? Limits.defaultPoints) },
    { title: '金币', value: String(balance?.jb ?? Limits.defaultCoins) },
  ];
  return (
    <section className="pc-card pc-wallet" data-testid="wallet-summary">
      <div className="pc-section-title">
        <h2>我的钱包</h2>
        {link ? <Link to="/pc/my/myBalance">查看明细</Link> : null}
      </div>
      <div className="pc-wallet-grid">
        {items.map((i) => (
          <Statistic key={i.title} title={i.title} value={i.value} formatter={(v) => v} loading={loading} />
        ))}
      </div>
    </section>
  );
}
