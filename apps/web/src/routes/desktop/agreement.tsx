import { useLocation } from 'react-router';
import { useSiteConfig } from '@/features/content/api/get-site-config';
import { AgreementView } from '@/features/content/components/desktop/agreement-view';
import { agreementKindOf, agreementOf } from '@/features/content/model/agreements';

/** /pc/agreement/user (用户协议) and /pc/agreement/privacy (隐私政策): linked from the login dialog's consent and the footer. */
export function AgreementPage() {
  const site = useSiteConfig();
  const kind = agreementKindOf(useLocation().pathname.split('/').pop()) ?? 'user';
  return <AgreementView agreement={agreementOf(kind, site)} />;
}
