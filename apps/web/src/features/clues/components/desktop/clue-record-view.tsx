import { CompanyBadge } from '@/components/company-badge';
import { Descriptions, Image, Space } from 'antd';
import { GoodsType } from '@mts/shared/constants';
import { formatDate, formatPieces } from '@mts/shared/format';
import type { ClueRecord } from '@mts/shared/schemas';
import { cluePriceText } from '@/lib/price';
import { leadMachine } from '@mts/shared/status';
import { StatusBadge } from '@/components/desktop/status-badge';

/** The full record of a lead for its owner (我的信息 → 详情). */
export function ClueRecordView({ record: r }: { record: ClueRecord }) {
  return (
    <div data-testid="clue-record">
      <Descriptions
        column={2}
        bordered
        size="small"
        items={[
          { key: 'type', label: '类型', children: r.type === GoodsType.Demand ? '求购' : '货源' },
          { key: 'status', label: '状态', children: <StatusBadge machine={leadMachine} status={r.status} text={r.statusText} testId="clue-status" /> },
          { key: 'model', label: '型号', children: <strong>{r.goodsModel}</strong> },
          { key: 'brand', label: '品牌', children: r.brandName },
          { key: 'name', label: '品名', children: r.goodsName },
          { key: 'category', label: '分类', children: r.categoryName },
          { key: 'qty', label: '数量', children: `${formatPieces(r.quantity)}` },
          { key: 'moq', label: '起订量', children: `${formatPieces(r.moq)}` },
          { key: 'price', label: r.type === GoodsType.Demand ? '目标价' : '价格', children: cluePriceText(r) },
          { key: 'dc', label: '批号', children: r.dateCode },
          { key: 'condition', label: '成色', children: r.condition },
          { key: 'package', label: '封装', children: r.package || '—' },
          { key: 'place', label: '交货地', children: r.deliveryPlace },
          { key: 'stock', label: '货期', children: r.stockType === '期货' ? `期货（交期 ${r.leadTime}）` : '现货' },
          { key: 'contact', label: '联系人', children: r.contactName },
          { key: 'mobile', label: '手机', children: r.contactMobile },
          { key: 'created', label: '发布时间', children: formatDate(r.createTime) },
          { key: 'updated', label: '更新时间', children: formatDate(r.updateTime) },
          ...(r.company ? [{ key: 'company', label: '企业认证', span: 2, children: <CompanyBadge company={r.company} detailed /> }] : []),
          { key: 'remark', label: '备注', span: 2, children: r.remark || '—' },
          {
            key: 'images',
            label: '图片',
            span: 2,
            children: r.images.length ? (
              <Image.PreviewGroup>
                <Space wrap>
                  {r.images.map((src) => (
                    <Image key={src} src={src} width={88} height={88} style={{ objectFit: 'cover' }} />
                  ))}
                </Space>
              </Image.PreviewGroup>
            ) : (
              '—'
            ),
          },
        ]}
      />
    </div>
  );
}
