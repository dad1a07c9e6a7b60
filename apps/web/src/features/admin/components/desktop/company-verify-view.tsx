import { type ButtonProps, App, Button, Image, Space, Table, Tabs } from 'antd';
import { useState } from 'react';
import type { CompanyVerification } from '@mts/shared/schemas';
import { CompanyMsg } from '@mts/shared/messages';
import { CompanyVerifyStatus, companyVerifyMachine, statusLabel } from '@mts/shared/status';
import { StatusBadge } from '@/components/desktop/status-badge';
import { useCompanyVerifications } from '../../api/get-company-verifications';
import { useReviewCompany } from '../../api/review-company';
import { ReasonDialog } from './reason-dialog';

const PAGE_SIZE = 10;

/** 企业认证: the review queue by status; approve, reject with a reason, revoke an approval with a reason. */
export function CompanyVerifyView() {
  const { message, modal } = App.useApp();
  const [status, setStatus] = useState<number>(CompanyVerifyStatus.UnderReview);
  const [pageNum, setPageNum] = useState(1);
  const { data, isFetching, isError, refetch } = useCompanyVerifications({ status, pageNum, pageSize: PAGE_SIZE });
  const [withReason, setWithReason] = useState<{ row: CompanyVerification; action: 'reject' | 'revoke' } | null>(null);
  const review = useReviewCompany();

  const askApprove = (r: CompanyVerification) =>
    modal.confirm({
      title: '通过企业认证',
      content: `${r.companyName}（${r.creditCode}）通过后，该用户的商品、产品详情和信息将展示企业认证标识。`,
      okText: '通过',
      okButtonProps: { 'data-testid': 'company-approve-ok' } as ButtonProps,
      onOk: () => review.mutateAsync({ id: r.id, action: 'approve' }).then(() => void message.success(CompanyMsg.approveOk)),
    });

  const columns = [
    { title: '提交时间', dataIndex: 'createTime', width: 170 },
    { title: '申请人', dataIndex: 'mobile', width: 130 },
    { title: '公司名称', dataIndex: 'companyName' },
    { title: '统一社会信用代码', dataIndex: 'creditCode', width: 190 },
    { title: '法定代表人', dataIndex: 'legalRepresentative', width: 110 },
    {
      title: '营业执照',
      key: 'licence',
      width: 100,
      render: (_: unknown, r: CompanyVerification) => <Image src={r.licenceImage} width={56} height={56} style={{ objectFit: 'cover', borderRadius: 4 }} alt="营业执照" data-testid={`licence-${r.id}`} />,
    },
    {
      title: '状态',
      key: 'status',
      width: 160,
      render: (_: unknown, r: CompanyVerification) => (
        <>
          <StatusBadge machine={companyVerifyMachine} status={r.status} />
          {r.reason ? <div className="admin-muted">{r.reason}</div> : null}
          {r.reviewTime ? <div className="admin-muted">{r.reviewTime}</div> : null}
        </>
      ),
    },
    {
      title: '操作',
      key: 'op',
      width: 130,
      render: (_: unknown, r: CompanyVerification) =>
        r.status === CompanyVerifyStatus.UnderReview ? (
          <Space>
            <Button type="link" size="small" data-testid={`company-approve-${r.id}`} onClick={() => askApprove(r)}>通过</Button>
            <Button type="link" size="small" danger data-testid={`company-reject-${r.id}`} onClick={() => setWithReason({ row: r, action: 'reject' })}>驳回</Button>
          </Space>
        ) : r.status === CompanyVerifyStatus.Approved ? (
          <Button type="link" size="small" danger data-testid={`company-revoke-${r.id}`} onClick={() => setWithReason({ row: r, action: 'revoke' })}>撤销认证</Button>
        ) : (
          <span className="admin-muted">—</span>
        ),
    },
  ];

  const revoking = withReason?.action === 'revoke';
  return (
    <div data-testid="admin-company">
      <Tabs
        activeKey={String(status)}
        onChange={(k) => { setStatus(Number(k)); setPageNum(1); }}
        items={[0, 1, 2, 3].map((s) => ({ key: String(s), label: statusLabel(companyVerifyMachine, s) }))}
      />
      <Table<CompanyVerification>
        rowKey="id"
        size="middle"
        loading={isFetching}
        columns={columns}
        dataSource={data?.rows ?? []}
        locale={{ emptyText: isError ? <a onClick={() => void refetch()}>获取数据失败，点击重新加载</a> : '暂无企业认证申请' }}
        pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPageNum, showTotal: (t) => `共 ${t} 条`, showSizeChanger: false }}
      />
      <ReasonDialog
        open={!!withReason}
        title={revoking ? '撤销企业认证' : '驳回企业认证'}
        intro={withReason ? (revoking ? `${withReason.row.companyName} 的企业认证将被撤销，其商品和信息上的企业认证标识立即消失。` : `${withReason.row.companyName} 的企业认证将被驳回，用户可修改后重新提交。`) : null}
        okText={revoking ? '撤销认证' : '驳回'}
        danger
        loading={review.isPending}
        onCancel={() => setWithReason(null)}
        onSubmit={(reason) =>
          void (withReason &&
            review.mutate(
              { id: withReason.row.id, action: withReason.action, reason },
              { onSuccess: () => { void message.success(revoking ? CompanyMsg.revokeOk : CompanyMsg.rejectOk); setWithReason(null); } },
            ))
        }
      />
    </div>
  );
}
