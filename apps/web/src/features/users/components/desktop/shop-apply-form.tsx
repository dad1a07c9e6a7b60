import { shopApplyBody, type ShopApplyBody } from '@mts/shared/schemas';
import { UserForm, type UserFormField } from './user-form';

type Props = { defaultMobile: string; submitting: boolean; onSubmit: (body: ShopApplyBody) => void };

const FIELDS: UserFormField<ShopApplyBody>[] = [
  { name: 'companyName', label: '公司名称', placeholder: '例如：深圳市某某电子有限公司', maxLength: 60 },
  { name: 'region', label: '所在地区', placeholder: '例如：广东深圳', maxLength: 30 },
  { name: 'experience', label: '从业经验', placeholder: '请介绍您在存储芯片行业的从业年限、熟悉的品牌与渠道', maxLength: 500, rows: 4 },
  { name: 'contactName', label: '联系人', placeholder: '请输入联系人姓名', maxLength: 20 },
  { name: 'contactMobile', label: '联系电话', placeholder: '请输入手机号', maxLength: 11 },
];

/** 申请成为谈判人: company, region, experience and contact, checked with the shared schema. */
export function ShopApplyForm({ defaultMobile, submitting, onSubmit }: Props) {
  return (
    <UserForm schema={shopApplyBody} fields={FIELDS} submitText="提交申请" testId="apply-form" initialValues={{ contactMobile: defaultMobile }} submitting={submitting} onSubmit={onSubmit} />
  );
}
