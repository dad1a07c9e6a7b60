import { Button, Form, Input } from 'antd';
import { shopApplyBody, type ShopApplyBody } from '@mts/shared/schemas';
import { zodRule } from '@/lib/schema-errors';

type Props = { defaultMobile: string; submitting: boolean; onSubmit: (body: ShopApplyBody) => void };

const shape = shopApplyBody.shape;

/** 申请成为谈判人: company, region, experience and contact, checked with the shared schema. */
export function ShopApplyForm({ defaultMobile, submitting, onSubmit }: Props) {
  return (
    <Form<ShopApplyBody>
      layout="vertical"
      size="large"
      requiredMark={false}
      className="pc-user-form"
      data-testid="apply-form"
      initialValues={{ contactMobile: defaultMobile }}
      onFinish={(v) => onSubmit(shopApplyBody.parse(v))}
    >
      <Form.Item name="companyName" label="公司名称" rules={[zodRule(shape.companyName)]}>
        <Input placeholder="例如：深圳市某某电子有限公司" maxLength={60} />
      </Form.Item>
      <Form.Item name="region" label="所在地区" rules={[zodRule(shape.region)]}>
        <Input placeholder="例如：广东深圳" maxLength={30} />
      </Form.Item>
      <Form.Item name="experience" label="从业经验" rules={[zodRule(shape.experience)]}>
        <Input.TextArea placeholder="请介绍您在存储芯片行业的从业年限、熟悉的品牌与渠道" rows={4} maxLength={500} showCount />
      </Form.Item>
      <Form.Item name="contactName" label="联系人" rules={[zodRule(shape.contactName)]}>
        <Input placeholder="请输入联系人姓名" maxLength={20} />
      </Form.Item>
      <Form.Item name="contactMobile" label="联系电话" rules={[zodRule(shape.contactMobile)]}>
        <Input placeholder="请输入手机号" maxLength={11} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting} block>
        提交申请
      </Button>
    </Form>
  );
}
