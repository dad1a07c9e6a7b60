import NavBar from 'antd-mobile/es/components/nav-bar';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useMyVerification } from '@/features/company/api/get-my-verification';
import { CompanyVerifyView } from '@/features/company/components/mobile/company-verify-view';
import { MobileImageUploader } from '@/features/uploads/components/mobile/image-uploader';
import { CompanyMsg } from '@mts/shared/messages';
import { useBack } from '@/components/mobile/navigation';
import styles from './sub-page.module.css';

/** 企业认证 (/my/companyVerify, not in the spec): my application's state and the form. */
export function Component() {
  const back = useBack();
  const mine = useMyVerification();
  return (
    <div className={styles.page} data-testid="company-verify">
      <NavBar className={styles.nav} onBack={back}>
        企业认证
      </NavBar>
      {mine.isPending ? (
        <div style={{ padding: 48, textAlign: 'center' }}>
          <DotLoading /> 加载中
        </div>
      ) : mine.isError ? (
        <ErrorBlock status="default" title="加载失败" description="请稍后重试" />
      ) : (
        <CompanyVerifyView
          verification={mine.data}
          renderUploader={(value, onChange, onBusyChange) => (
            <MobileImageUploader value={value ? [value] : []} onChange={(urls) => onChange(urls[0] ?? '')} max={1} tooManyText={CompanyMsg.licenceImage} onBusyChange={onBusyChange} testId="company-licence" />
          )}
        />
      )}
    </div>
  );
}
