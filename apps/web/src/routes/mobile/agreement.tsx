import NavBar from 'antd-mobile/es/components/nav-bar';
import { useLocation } from 'react-router';
import { useBack } from '@/components/mobile/navigation';
import { useSiteConfig } from '@/features/content/api/get-site-config';
import { AgreementView } from '@/features/content/components/mobile/agreement-view';
import { AGREEMENT_TITLES, agreementKindOf, agreementOf } from '@/features/content/model/agreements';
import sub from './sub-page.module.css';

/** /agreement/user (用户协议) and /agreement/privacy (隐私政策): linked from the login page's consent and the user centre. */
export function Component() {
  const back = useBack();
  const site = useSiteConfig();
  const kind = agreementKindOf(useLocation().pathname.split('/').pop()) ?? 'user';
  return (
    <div className={sub.page}>
      <NavBar className={sub.nav} onBack={back}>
        {AGREEMENT_TITLES[kind]}
      </NavBar>
      <AgreementView agreement={agreementOf(kind, site)} />
    </div>
  );
}
