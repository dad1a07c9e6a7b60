import { Alert, Spin } from 'antd';
import { useMyVerification } from '@/features/company/api/get-my-verification';
import { CompanyVerifyPanel } from '@/features/company/components/desktop/company-verify-panel';
import { ImageUploader } from '@/features/uploads/components/desktop/image-uploader';

/** /pc/my/companyVerify (not in the spec): 企业认证, my application's state and the form. */
export function CompanyVerifyPage() {
  const mine = useMyVerification();
  return (
    <section className="pc-card" data-testid="company-verify-page">
      <h2 className="pc-page-card-title">企业认证</h2>
      <p className="pc-page-card-sub">认证通过后，您的商品、产品详情和信息将展示“企业认证”标识、公司名称与平台履约记录。</p>
      {mine.isPending ? (
        <Spin tip="加载中">
          <div style={{ height: 120 }} />
        </Spin>
      ) : mine.isError ? (
        <Alert type="error" showIcon message="加载失败，请稍后重试" />
      ) : (
        <CompanyVerifyPanel
          verification={mine.data}
          renderUploader={(value, onChange) => <ImageUploader value={value ? [value] : []} onChange={(urls) => onChange(urls[0] ?? '')} max={1} id="company-licence" />}
        />
      )}
    </section>
  );
}
