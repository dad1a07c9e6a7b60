import { type ButtonProps, Alert, App, Button, Descriptions, Drawer, Form, Input, Modal, Select, Skeleton, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { formatPrice } from '@mts/shared/format';
import { adminReasonField, type AdminUserRow } from '@mts/shared/schemas';
import { accountMachine } from '@mts/shared/status';
import { StatusBadge } from '@/components/desktop/status-badge';
import { useAdminUser } from '../../api/get-user';
import { useAdminUsers } from '../../api/get-users';
import { useSetUserEnabled } from '../../api/set-user-enabled';
import { useSetUserRole } from '../../api/set-user-role';
import { roleLabel, USER_ROLES } from '../../model/console';
import { ReasonDialog } from './reason-dialog';
import { zodRule } from '@/lib/schema-errors';

const PAGE_SIZE = 10;

function RoleDialog({ user, onClose }: { user: AdminUserRow | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ businessType: number; reason: string }>();
  const setRole = useSetUserRole();
  useEffect(() => {
    if (user) form.setFieldsValue({ businessType: user.businessType, reason: '' });
  }, [user, form]);
  return (
    <Modal
      open={!!user}
      title="设置角色"
      okText="保存"
      okButtonProps={{ loading: setRole.isPending, 'data-testid': 'role-ok' } as ButtonProps}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then((v) =>
          user && setRole.mutate({ id: user.id, businessType: v.businessType, reason: v.reason.trim() }, { onSuccess: (r) => { void message.success(r.msg); onClose(); } }),
        )
      }
      destroyOnHidden
    >
      <p className="admin-muted">保存后该用户的登录状态失效，需重新登录。</p>
      <Form form={form} layout="vertical">
        <Form.Item name="businessType" label="角色" rules={[{ required: true, message: '请选择角色' }]}>
          <Select options={USER_ROLES.map((r) => ({ value: r.value, label: r.label }))} data-testid="role-select" />
        </Form.Item>
        <Form.Item name="reason" label="原因" rules={[zodRule(adminReasonField)]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="请填写原因（2–200 个字）" data-testid="role-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function UserDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { message } = App.useApp();
  const { data, isPending, isError, refetch } = useAdminUser(id);
  const [roleOf, setRoleOf] = useState<AdminUserRow | null>(null);
  const [toggling, setToggling] = useState(false);
  const setEnabled = useSetUserEnabled();
  const disabled = data?.status === 1;
  return (
    <Drawer open={!!id} onClose={onClose} size={720} title={data ? `${data.nickName || data.realName || data.mobile}（ID ${data.id}）` : '用户详情'} destroyOnHidden
      extra={data ? (
        <Space>
          <Button onClick={() => setRoleOf(data)} data-testid="user-set-role">设置角色</Button>
          <Button danger={!disabled} onClick={() => setToggling(true)} data-testid="user-toggle">{disabled ? '启用账号' : '停用账号'}</Button>
        </Space>
      ) : null}
    >
      {isError ? (
        <Alert type="error" showIcon message="获取数据失败" action={<a onClick={() => void refetch()}>重新加载</a>} />
      ) : isPending ? (
        <Skeleton active />
      ) : (
        <div data-testid="user-detail">
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label="手机号">{data.mobile || '未绑定'}</Descriptions.Item>
            <Descriptions.Item label="状态"><StatusBadge machine={accountMachine} status={data.status} text={data.statusText} /></Descriptions.Item>
            <Descriptions.Item label="角色">{data.businessTypeText}{data.isOperator ? <Tag color="gold" style={{ marginLeft: 8 }}>运营</Tag> : null}</Descriptions.Item>
            <Descriptions.Item label="实名认证">{data.authnStatus === 1 ? `已实名 ${data.realName} ${data.idNumberMasked}` : '未实名'}</Descriptions.Item>
            <Descriptions.Item label="公司">{data.companyName || '—'}</Descriptions.Item>
            <Descriptions.Item label="注册时间">{data.createTime}</Descriptions.Item>
            <Descriptions.Item label="线索 / 商品">{data.counts.leads} / {data.counts.goods}</Descriptions.Item>
            <Descriptions.Item label="意向单">{data.counts.preOrders}</Descriptions.Item>
            <Descriptions.Item label="订单（买 / 卖）">{data.counts.ordersAsBuyer} / {data.counts.ordersAsSeller}</Descriptions.Item>
            <Descriptions.Item label="登录设备">{data.counts.sessions}</Descriptions.Item>
            {data.wallets.map((w) => (
              <Descriptions.Item key={w.priceUnit} label={`钱包 ${w.symbol}`} span={2}>
                可用 {formatPrice(w.available, w.priceUnit)}，冻结 {formatPrice(w.frozen, w.priceUnit)}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label="谈判人申请" span={2}>
              {data.application ? `${data.application.companyName}，${data.application.createTime}，${['审核中', '已通过', '已驳回'][data.application.status] ?? ''}` : '无'}
            </Descriptions.Item>
          </Descriptions>
          <h4 style={{ margin: '20px 0 8px' }}>最近订单</h4>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={data.latestOrders}
            locale={{ emptyText: '暂无订单' }}
            columns={[
              { title: '订单号', dataIndex: 'orderNo', render: (no: string, o) => <a href={`/pc/myxg/myDetails?id=${o.id}&source=order`} target="_blank" rel="noreferrer">{no}</a> },
              { title: '金额', key: 'amount', render: (_, o) => formatPrice(o.amount, o.priceUnit) },
              { title: '状态', dataIndex: 'statusText' },
              { title: '下单时间', dataIndex: 'createTime' },
            ]}
          />
        </div>
      )}
      <RoleDialog user={roleOf} onClose={() => setRoleOf(null)} />
      <ReasonDialog
        open={toggling}
        title={disabled ? '启用账号' : '停用账号'}
        intro={disabled ? '启用后该用户可重新登录。' : '停用后该用户的所有登录状态立即失效，且无法再登录。'}
        okText={disabled ? '启用' : '停用'}
        danger={!disabled}
        loading={setEnabled.isPending}
        onCancel={() => setToggling(false)}
        onSubmit={(reason) =>
          void (data && setEnabled.mutate({ id: data.id, reason, enabled: disabled }, { onSuccess: (r) => { void message.success(r.msg); setToggling(false); } }))
        }
      />
    </Drawer>
  );
}

/** 用户: search by mobile or name, filter by role and state; the detail drawer sets the role and disables or enables. */
export function UsersView() {
  const [keyword, setKeyword] = useState('');
  const [businessType, setBusinessType] = useState<number | undefined>();
  const [status, setStatus] = useState<number | undefined>();
  const [pageNum, setPageNum] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const { data, isFetching, isError, refetch } = useAdminUsers({ keyword: keyword || undefined, businessType, status, pageNum, pageSize: PAGE_SIZE });
  return (
    <div data-testid="admin-users">
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search allowClear maxLength={40} placeholder="手机号或姓名 / 昵称 / 公司" style={{ width: 320 }} data-testid="user-search"
          onSearch={(v) => { setKeyword(v.trim()); setPageNum(1); }} enterButton="搜索" />
        <Select allowClear placeholder="全部角色" style={{ width: 140 }} value={businessType} onChange={(v) => { setBusinessType(v); setPageNum(1); }}
          options={USER_ROLES.map((r) => ({ value: r.value, label: r.label }))} />
        <Select allowClear placeholder="全部状态" style={{ width: 120 }} value={status} onChange={(v) => { setStatus(v); setPageNum(1); }}
          options={[{ value: 0, label: '正常' }, { value: 1, label: '已停用' }]} />
      </Space>
      <Table<AdminUserRow>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data?.rows ?? []}
        locale={{ emptyText: isError ? <a onClick={() => void refetch()}>获取数据失败，点击重新加载</a> : '没有找到用户' }}
        pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPageNum, showTotal: (t) => `共 ${t} 条`, showSizeChanger: false }}
        onRow={(r) => ({ onClick: () => setOpenId(r.id), style: { cursor: 'pointer' } })}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 80 },
          { title: '手机号', dataIndex: 'mobile', width: 130 },
          { title: '昵称 / 姓名', key: 'name', render: (_, r) => <>{r.nickName}{r.realName ? <div className="admin-muted">{r.realName}</div> : null}</> },
          { title: '公司', dataIndex: 'companyName', render: (t: string) => t || '—' },
          { title: '角色', key: 'role', render: (_, r) => <>{roleLabel(r.businessType)}{r.isOperator ? <Tag color="gold" style={{ marginLeft: 6 }}>运营</Tag> : null}</> },
          { title: '实名', dataIndex: 'authnStatus', width: 80, render: (v: number) => (v === 1 ? <Tag color="green">已实名</Tag> : <Tag>未实名</Tag>) },
          { title: '状态', dataIndex: 'statusText', width: 90, render: (t: string, r) => <StatusBadge machine={accountMachine} status={r.status} text={t} /> },
          { title: '注册时间', dataIndex: 'createTime', width: 170 },
          { title: '操作', key: 'op', width: 80, render: (_, r) => <Button type="link" size="small" data-testid={`user-open-${r.id}`} onClick={(e) => { e.stopPropagation(); setOpenId(r.id); }}>详情</Button> },
        ]}
      />
      <UserDrawer id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
