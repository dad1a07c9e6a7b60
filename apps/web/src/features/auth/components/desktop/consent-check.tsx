import { Checkbox } from 'antd';
import { Link } from 'react-router';
import { AGREEMENT_PATHS } from '@mts/shared/constants';

type Props = { checked: boolean; onChange: (checked: boolean) => void };

/**
 * 我已阅读并同意《用户协议》和《隐私政策》 under the login dialog's tabs (issue 22): not ticked by default; both ways of
 * logging in wait for it. The documents open in a new tab, so the dialog stays where it was.
 */
export function ConsentCheck({ checked, onChange }: Props) {
  return (
    <div className="pc-login-consent" data-testid="login-consent">
      <Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)}>
        我已阅读并同意
      </Checkbox>
      <Link to={`/pc${AGREEMENT_PATHS.user}`} target="_blank" data-testid="consent-user">
        《用户协议》
      </Link>
      和
      <Link to={`/pc${AGREEMENT_PATHS.privacy}`} target="_blank" data-testid="consent-privacy">
        《隐私政策》
      </Link>
    </div>
  );
}
