import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AGREEMENT_PATHS, USER_TYPE_LABEL } from '@mts/shared/constants';
import { AuthMsg } from '@mts/shared/messages';
import { isVerified } from '@mts/shared/status';
import { maskMobile } from '@mts/shared/validate';
import type { UserBalance, UserInfo } from '@mts/shared/schemas';
import { SafeImage } from '@/components/safe-image';
import { displayName } from '@/lib/display-name';
import { accountLinks, ALL_ORDERS_LINK, MESSAGE_SETTINGS_LINK, MESSAGES_LINK, canApplyAsNegotiator, isApplicationUnderReview, serviceLinks, showsGoodLevel, tradeLinks } from '../../model/user-centre-rules';
import { walletFigures } from '../../model/wallet';
import {
  BadgeIcon,
  BellIcon,
  BoxIcon,
  BriefcaseIcon,
  CartIcon,
  ChatIcon,
  ChevronIcon,
  ClipboardIcon,
  MegaphoneIcon,
  PersonIcon,
  PriceAlertIcon,
  PulseIcon,
  ReceiptIcon,
  RoleIcon,
  SaleIcon,
  SearchCheckIcon,
  SlidersIcon,
  StarIcon,
  StockIcon,
  BomIcon,
  RfqIcon,
  WalletIcon,
} from './user-icons';
import styles from './user-centre-view.module.css';

export type CentreProfile = Pick<UserInfo, 'businessType' | 'shopStatus' | 'mobile' | 'avatar' | 'goodlevel'> &
  Partial<Pick<UserInfo, 'isOperator' | 'authnStatus'>> & { userType?: string };

type UserCentreViewProps = {
  /** null when logged out. */
  user: CentreProfile | null;
  /** The wallet once loaded (logged in); logged out shows ¥0.00 and the default 1000 points and coins. */
  balance: UserBalance | undefined;
  /** The balance is loading: its figures shimmer rather than show a number. */
  balanceLoading?: boolean;
  isAvailable: (url: string) => boolean;
  onLogin: () => void;
  onProfile: () => void;
  onApply: () => void;
  /** Wallet and link taps: the page opens the url, or asks to log in first. */
  onOpen: (url: string) => void;
  onLogout: () => void;
  /** A short state beside an account link, by its key (企业认证: 已认证 / 审核中 …, from the company feature); none while loading. */
  accountStates?: Partial<Record<string, { text: string; ok: boolean }>>;
  /** The unread count beside 消息中心 (issue 26; the page renders the live badge), logged in only. */
  messageBadge?: ReactNode;
};

const LINK_ICONS: Record<string, ReactNode> = {
  'buy-orders': <ReceiptIcon size={24} />,
  'sale-orders': <SaleIcon size={24} />,
  'my-clues': <MegaphoneIcon size={24} />,
  'my-goods': <BoxIcon size={24} />,
  'my-stock': <StockIcon size={24} />,
  'my-bom': <BomIcon size={24} />,
  'my-rfq': <RfqIcon size={24} />,
  'my-pre-orders': <PersonIcon size={24} />,
  'my-intentions': <ClipboardIcon size={24} />,
  evaluate: <StarIcon size={24} />,
  cart: <CartIcon size={24} />,
  follow: <BriefcaseIcon size={20} />,
  inspection: <SearchCheckIcon size={20} />,
  ratings: <StarIcon size={20} />,
  'realtime-debug': <SearchCheckIcon size={20} />,
  'parameter-monitor': <PulseIcon size={20} />,
  assistant: <ChatIcon size={20} />,
  'price-alerts': <PriceAlertIcon size={20} />,
};

function Figure({ label, value, testId, loading, dollar }: { label: string; value: string; testId: string; loading: boolean; dollar?: string }) {
  return (
    <div className={styles.figure}>
      {loading ? (
        <span className={styles.figureLoading} aria-label="加载中" data-testid={`${testId}-loading`} />
      ) : (
        <strong className={styles.figureValue} data-testid={testId}>
          {value}
        </strong>
      )}
      {dollar && !loading ? (
        <span className={styles.figureDollar} data-testid={`${testId}-dollar`}>
          {dollar}
        </span>
      ) : null}
      <span className={styles.figureLabel}>{label}</span>
    </div>
  );
}

/** Points or coins: the number, or a shimmer while the balance loads. */
function RewardFigure({ value, testId, loading }: { value: string; testId: string; loading: boolean }) {
  return loading ? <span className={styles.rewardLoading} aria-label="加载中" data-testid={`${testId}-loading`} /> : <strong data-testid={testId}>{value}</strong>;
}

/** The user centre /user (spec: User centre): header, wallet, 我的交易, 我的服务 and logout. */
export function UserCentreView({ user, balance, balanceLoading = false, isAvailable, onLogin, onProfile, onApply, onOpen, onLogout, accountStates = {}, messageBadge }: UserCentreViewProps) {
  const figures = walletFigures(balance, !!user);
  const loading = !!user && balanceLoading;
  const trade = tradeLinks(user, isAvailable);
  const services = serviceLinks(user, isAvailable);
  const accounts = accountLinks(user, isAvailable);

  return (
    <div className={styles.page} data-testid="user-centre" data-logged-in={user ? 'true' : 'false'}>
      <header className={styles.hero}>
        {user ? (
          <div className={styles.profileRow}>
            <button type="button" className={styles.profile} onClick={onProfile} data-testid="user-header">
              <SafeImage className={styles.avatar} src={user.avatar} alt="头像" loading="eager" />
              <span className={styles.identity}>
                <span className={styles.nameRow}>
                  <span className={styles.mobile} data-testid="user-name">
                    {displayName(user)}
                  </span>
                  <span className={styles.maskedMobile} data-testid="user-mobile">
                    {maskMobile(user.mobile)}
                  </span>
                </span>
                <span className={styles.tags}>
                  <span className={styles.tag} data-testid="user-type">
                    <RoleIcon businessType={user.businessType} size={13} />
                    {USER_TYPE_LABEL[user.businessType] ?? user.userType}
                  </span>
                  {showsGoodLevel(user) && (
                    <span className={`${styles.tag} ${styles.level}`} data-testid="good-level">
                      <StarIcon size={12} />
                      {user.goodlevel > 0 ? `好评等级${user.goodlevel}` : AuthMsg.defaultGoodLevel}
                    </span>
                  )}
                  {isApplicationUnderReview(user) && (
                    <span className={`${styles.tag} ${styles.review}`} data-testid="apply-under-review">
                      {AuthMsg.reviewButton}
                    </span>
                  )}
                </span>
              </span>
            </button>
            {canApplyAsNegotiator(user) && (
              <button type="button" className={styles.apply} onClick={onApply} data-testid="apply-negotiator">
                申请谈判人
              </button>
            )}
          </div>
        ) : (
          <button type="button" className={styles.profile} onClick={onLogin} data-testid="user-header">
            <span className={`${styles.avatar} ${styles.avatarEmpty}`}>
              <PersonIcon size={34} />
            </span>
            <span className={styles.identity}>
              <span className={styles.mobile}>登录/注册</span>
              <span className={styles.hint}>登录后查看钱包、订单与交易信息</span>
            </span>
            <ChevronIcon className={styles.heroChevron} size={18} />
          </button>
        )}
      </header>

      <section className={`${styles.card} ${styles.wallet}`}>
        <button type="button" className={styles.cardHead} onClick={() => onOpen('/my/myBalance')} data-testid="wallet-entry">
          <span className={styles.cardTitle}>
            <WalletIcon size={18} />
            我的钱包
          </span>
          <span className={styles.more}>
            查看明细
            <ChevronIcon size={14} />
          </span>
        </button>
        <div className={styles.figures} onClick={() => onOpen('/my/myBalance')}>
          <Figure label="总余额" value={figures.total} dollar={figures.dollar?.total} loading={loading} testId="balance-total" />
          <Figure label="可提现" value={figures.withdrawable} dollar={figures.dollar?.withdrawable} loading={loading} testId="balance-withdrawable" />
          <Figure label="冻结" value={figures.frozen} dollar={figures.dollar?.frozen} loading={loading} testId="balance-frozen" />
        </div>
        <div className={styles.rewards} onClick={() => onOpen('/my/myBalance')}>
          <span>
            积分 <RewardFigure value={figures.points} loading={loading} testId="balance-jf" />
          </span>
          <span className={styles.divider} />
          <span>
            金币 <RewardFigure value={figures.coins} loading={loading} testId="balance-jb" />
          </span>
        </div>
      </section>

      {user && (
        <section className={styles.card} data-testid="message-links">
          <button type="button" className={styles.listItem} onClick={() => onOpen(MESSAGES_LINK.url)} data-testid="link-messages">
            <span className={styles.listIcon}>
              <BellIcon size={20} />
            </span>
            <span className={styles.listTitle}>
              {MESSAGES_LINK.title}
              {messageBadge}
            </span>
            <ChevronIcon size={16} className={styles.listChevron} />
          </button>
          <button type="button" className={styles.listItem} onClick={() => onOpen(MESSAGE_SETTINGS_LINK.url)} data-testid="link-message-settings">
            <span className={styles.listIcon}>
              <SlidersIcon size={20} />
            </span>
            <span className={styles.listTitle}>{MESSAGE_SETTINGS_LINK.title}</span>
            <ChevronIcon size={16} className={styles.listChevron} />
          </button>
        </section>
      )}

      {trade.length > 0 && (
        <section className={styles.card} data-testid="trade-links">
          {!user || isAvailable(ALL_ORDERS_LINK.url) ? (
            <button type="button" className={styles.cardHead} onClick={() => onOpen(ALL_ORDERS_LINK.url)} data-testid={`link-${ALL_ORDERS_LINK.key}`}>
              <span className={styles.cardTitle}>我的交易</span>
              <span className={styles.more}>
                {ALL_ORDERS_LINK.title}
                <ChevronIcon size={14} />
              </span>
            </button>
          ) : (
            <h2 className={styles.sectionTitle}>我的交易</h2>
          )}
          <div className={styles.grid}>
            {trade.map((link) => (
              <button key={link.key} type="button" className={styles.gridItem} onClick={() => onOpen(link.url)} data-testid={`link-${link.key}`}>
                <span className={styles.gridIcon}>{LINK_ICONS[link.key]}</span>
                {link.title}
              </button>
            ))}
          </div>
        </section>
      )}

      {services.length > 0 && (
        <section className={styles.card} data-testid="service-links">
          <h2 className={styles.sectionTitle}>我的服务</h2>
          {services.map((link) => (
            <button key={link.key} type="button" className={styles.listItem} onClick={() => onOpen(link.url)} data-testid={`link-${link.key}`}>
              <span className={styles.listIcon}>{LINK_ICONS[link.key]}</span>
              <span className={styles.listTitle}>{link.title}</span>
              <ChevronIcon size={16} className={styles.listChevron} />
            </button>
          ))}
        </section>
      )}

      {user && (
        <section className={styles.card} data-testid="account-links">
          <h2 className={styles.sectionTitle}>账户</h2>
          <button type="button" className={styles.listItem} onClick={() => onOpen('/realname')} data-testid="link-realname">
            <span className={styles.listIcon}>
              <BadgeIcon size={18} />
            </span>
            <span className={styles.listTitle}>实名认证</span>
            <span className={isVerified(user) ? styles.listStateOk : styles.listStateTodo} data-testid="realname-state">
              {isVerified(user) ? '已认证' : '未认证'}
            </span>
            <ChevronIcon size={16} className={styles.listChevron} />
          </button>
          {accounts.map((link) => (
            <button key={link.key} type="button" className={styles.listItem} onClick={() => onOpen(link.url)} data-testid={`link-${link.key}`}>
              <span className={styles.listIcon}>
                <BadgeIcon size={18} />
              </span>
              <span className={styles.listTitle}>{link.title}</span>
              {accountStates[link.key] && (
                <span className={accountStates[link.key]!.ok ? styles.listStateOk : styles.listStateTodo} data-testid={`${link.key}-state`}>
                  {accountStates[link.key]!.text}
                </span>
              )}
              <ChevronIcon size={16} className={styles.listChevron} />
            </button>
          ))}
        </section>
      )}

      {user && (
        <button type="button" className={styles.logout} onClick={onLogout} data-testid="logout">
          退出登录
        </button>
      )}
      <p className={styles.agreements} data-testid="user-agreements">
        <Link to={AGREEMENT_PATHS.user}>用户协议</Link>
        <span aria-hidden>·</span>
        <Link to={AGREEMENT_PATHS.privacy}>隐私政策</Link>
      </p>
    </div>
  );
}
