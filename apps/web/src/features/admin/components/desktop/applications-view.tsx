import { type ButtonProps, App, Button, Modal, Radio, Space, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { BusinessType } from '@mts/shared/constants';
import type { ShopApplication } from '@mts/shared/schemas';
import { ShopApplyStatus, shopApplyMachine, statusLabel } from '@mts/shared/status';
import { StatusBadge } from '@/components/desktop/status-badge';
import { useApplications } from '../../api/get-applications';
import { useApproveApplication } from '../../api/approve-application';
import { useRejectApplication } from '../../api/reject-application';
import { APPROVE_ROLES, roleLabel } from '../../model/console';
import { ReasonDialog } from './reason-dialog';

const PAGE_SIZE = 10;

/** 申请审核: negotiator applications; approve as 谈判人 / 商务 / 验货员, or reject with a reason. */
export function ApplicationsView() {
  const { message } = App.useApp();
  const [status, setStatus] = useState<number>(ShopApplyStatus.UnderReview);
  const [pageNum, setPageNum] = useState(1);
  const { data, isFetching, isError, refetch } = useApplications({ status, pageNum, pageSize: PAGE_SIZE });
  const [approving, setApproving] = useState<ShopApplication | null>(null);
  const [role, setRole] = useState<number>(BusinessType.Negotiator);
  const [rejecting, setRejecting] = useState<ShopApplication | null>(null);
  const approve = useApproveApplication();
  const reject = useRejectApplication();

  const columns = [
    { title: '申请时间', dataIndex: 'createTime', width: 170 },
    { title: '申请人', key: 'who', render: (_: unknown, r: ShopApplication) => <>{r.contactName}<div className="admin-muted">{r.mobile}</div></> },
    { title: '公司', dataIndex: 'companyName' },
    { title: '地区', dataIndex: 'region', width: 100 },
    { title: '从业经验', dataIndex: 'experience', render: (t: string) => <Typography.Paragraph ellipsis={{ rows: 2, tooltip: t }} style={{ margin: 0 }}>{t}</Typography.Paragraph> },
    {
      title: '状态',
      key: 'status',
      width: 150,
      render: (_: unknown, r: ShopApplication) => (
        <>
          <StatusBadge machine={shopApplyMachine} status={r.status} />
          {r.assignedBusinessType ? <div className="admin-muted">{roleLabel(r.assignedBusinessType)}</div> : null}
          {r.rejectReason ? <div className="admin-muted">{r.rejectReason}</div> : null}
        </>
      ),
    },
    {
      title: '操作',
      key: 'op',
      width: 140,
      render: (_: unknown, r: ShopApplication) =>
        r.status === ShopApplyStatus.UnderReview ? (
          <Space>
            <Button type="link" size="small" data-testid={`approve-${r.id}`} onClick={() => { setRole(BusinessType.Negotiator); setApproving(r); }}>通过</Button>
            <Button type="link" size="small" danger data-testid={`reject-${r.id}`} onClick={() => setRejecting(r)}>驳回</Button>
          </Space>
        ) : (
          <span className="admin-muted">{r.reviewTime}</span>
        ),
    },
  ];

  return (
    <div data-testid="admin-applications">
      <Tabs
        activeKey={String(status)}
        onChange={(k) => { setStatus(Number(k)); setPageNum(1); }}
        items={[ShopApplyStatus.UnderReview, ShopApplyStatus.Approved, ShopApplyStatus.Rejected].map((s) => ({ key: String(s), label: statusLabel(shopApplyMachine, s) }))}
      />
      <Table<ShopApplication>
        rowKey="id"
        size="middle"
        loading={isFetching}
        columns={columns}
        dataSource={data?.rows ?? []}
        locale={{ emptyText: isError ? <a onClick={() => void refetch()}>获取数据失败，点击重新加载</a> : '暂无申请' }}
        pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPageNum, showTotal: (t) => `共 ${t} 条`, showSizeChanger: false }}
      />
      <Modal
        open={!!approving}
        title="通过申请"
        okText="通过"
        okButtonProps={{ loading: approve.isPending, 'data-testid': 'approve-ok' } as ButtonProps}
        onCancel={() => setApproving(null)}
        onOk={() =>
          approving &&
          approve.mutate(
            { id: approving.id, businessType: role },
            { onSuccess: () => { void message.success(`已通过，${approving.contactName} 成为${roleLabel(role)}`); setApproving(null); } },
          )
        }
      >
        <p>
          {approving?.contactName}（{approving?.mobile}），{approving?.companyName}
        </p>
        <div style={{ marginBottom: 8 }}>授予角色：</div>
        <Radio.Group value={role} onChange={(e) => setRole(e.target.value as number)} optionType="button" buttonStyle="solid" data-testid="approve-role"
          options={APPROVE_ROLES.map((r) => ({ value: r.value, label: r.label }))} />
      </Modal>
      <ReasonDialog
        open={!!rejecting}
        title="驳回申请"
        intro={rejecting ? `${rejecting.contactName}（${rejecting.mobile}）的申请将被驳回，申请人可重新申请。` : null}
        okText="驳回"
        danger
        loading={reject.isPending}
        onCancel={() => setRejecting(null)}
        onSubmit={(reason) =>
          void (rejecting && reject.mutate({ id: rejecting.id, reason }, { onSuccess: () => { void message.success('已驳回'); setRejecting(null); } }))
        }
      />
    </div>
  );
}
