import NavBar from 'antd-mobile/es/components/nav-bar';
import { USER_TYPE_LABEL } from '@mts/shared/constants';
import { maskMobile } from '@mts/shared/validate';
import { isVerified } from '@mts/shared/status';
import { SafeImage } from '@/components/safe-image';
import { RightIcon } from '@/components/mobile/icons';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useBack } from '@/components/mobile/navigation';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';
import sub from './sub-page.module.css';
import styles from './my-home.module.css';

/** 个人资料 (/my/myHome): avatar, nickname, bound mobile, role and real-name state. */
export function Component() {
  const back = useBack();
  const navigate = useAppNavigate();
  const user = useCurrentUser();
  if (!user) return null;
  const verified = isVerified(user);
  return (
    <div className={sub.page} data-testid="my-home">
      <NavBar className={sub.nav} onBack={back}>
        个人资料
      </NavBar>
      <ul className={styles.rows}>
        <li className={styles.row}>
          <span className={styles.label}>头像</span>
          <SafeImage className={styles.avatar} src={user.avatar} alt="头像" loading="eager" />
        </li>
        <li className={styles.row}>
          <span className={styles.label}>昵称</span>
          <span className={styles.value} data-testid="my-home-nickname">
            {user.nick_name || '未设置'}
          </span>
        </li>
        <li className={styles.row}>
          <span className={styles.label}>绑定手机</span>
          <span className={styles.value} data-testid="my-home-mobile">
            {maskMobile(user.mobile)}
          </span>
        </li>
        <li className={styles.row}>
          <span className={styles.label}>用户类型</span>
          <span className={styles.value}>{USER_TYPE_LABEL[user.businessType] ?? user.userType}</span>
        </li>
      </ul>
      <ul className={styles.rows}>
        <li>
          <button type="button" className={styles.row} onClick={() => navigate('/realname')} data-testid="my-home-realname">
            <span className={styles.label}>实名认证</span>
            <span className={`${styles.value} ${verified ? styles.ok : styles.todo}`}>{verified ? '已认证' : '未认证'}</span>
            <RightIcon className={styles.chevron} />
          </button>
        </li>
      </ul>
    </div>
  );
}
