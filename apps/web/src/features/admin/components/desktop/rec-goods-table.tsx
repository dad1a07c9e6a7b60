import { App, Button, InputNumber, Popconfirm, Result, Select, Space, Table } from 'antd';
import { useState } from 'react';
import type { AdminRecGoodsRow } from '@mts/shared/schemas';
import { goodsMachine } from '@mts/shared/status';
import { StatusBadge } from '@/components/desktop/status-badge';
import { useAdminRecGoods } from '../../api/get-admin-rec-goods';
import { useAddRecGoods } from '../../api/add-rec-goods';
import { useDeleteContentItem } from '../../api/delete-content-item';
import { useReorderContent } from '../../api/reorder-content';
import { moveId, REC_SLOTS } from '../../model/content';

/** 推荐商品: one slot's goods by sort; add an on-shelf goods by its id, 置顶 / 上移 / 下移, remove. */
export function RecGoodsTable({ slotKey, onSlotChange }: { slotKey: string; onSlotChange: (key: string) => void }) {
  const { message } = App.useApp();
  const slot = REC_SLOTS.find((s) => s.key === slotKey) ?? REC_SLOTS[0];
  const list = useAdminRecGoods(slot.which, slot.position);
  const add = useAddRecGoods();
  const remove = useDeleteContentItem();
  const reorder = useReorderContent();
  const [goodsId, setGoodsId] = useState<number | null>(null);
  const rows = list.data?.rows ?? [];
  const ids = rows.map((r) => r.id);

  const move = (from: number, to: number) => {
    const next = moveId(ids, from, to);
    if (next.join() !== ids.join()) reorder.mutate({ kind: 'recGoods', ids: next }, { onSuccess: () => void message.success('排序已保存') });
  };
  const submit = () => {
    if (!goodsId) return void message.error('请输入商品 ID');
    add.mutate({ goodsId, which: slot.which, position: slot.position }, { onSuccess: (reply) => { void message.success(reply.msg || '已新增'); setGoodsId(null); } });
  };

  if (list.isError && !list.data)
    return <Result status="warning" title="加载失败" extra={<Button onClick={() => void list.refetch()}>点击重新加载</Button>} />;

  return (
    <div data-testid="content-recGoods">
      <Space style={{ marginBottom: 12 }} wrap>
        <span>位置</span>
        <Select style={{ width: 180 }} value={slot.key} onChange={onSlotChange} options={REC_SLOTS.map((s) => ({ value: s.key, label: s.label }))} />
        <InputNumber min={1} precision={0} controls={false} style={{ width: 160 }} placeholder="商品 ID" value={goodsId} onChange={(v) => setGoodsId(v)} data-testid="rec-goods-id" />
        <Button type="primary" loading={add.isPending} onClick={submit} data-testid="rec-goods-add">加入推荐</Button>
        <span className="admin-muted">只有上架中的商品可以加入；下架的商品保留在列表里，页面上不显示。</span>
      </Space>
      <Table<AdminRecGoodsRow>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: '这个位置还没有推荐商品' }}
        columns={[
          { title: '顺序', width: 60, render: (_, __, i) => i + 1 },
          { title: '商品 ID', dataIndex: 'goodsId', width: 90 },
          { title: '型号', dataIndex: 'goodsModel' },
          { title: '名称', dataIndex: 'goodsName' },
          { title: '商品状态', dataIndex: 'goodsStatus', width: 100, render: (s: number) => <StatusBadge machine={goodsMachine} status={s} text={s === 0 ? '上架中' : undefined} /> },
          {
            title: '操作',
            width: 260,
            render: (_, r, i) => (
              <Space size={4}>
                <Button size="small" disabled={i === 0 || reorder.isPending} onClick={() => move(i, 0)}>置顶</Button>
                <Button size="small" disabled={i === 0 || reorder.isPending} onClick={() => move(i, i - 1)}>上移</Button>
                <Button size="small" disabled={i === rows.length - 1 || reorder.isPending} onClick={() => move(i, i + 1)}>下移</Button>
                <Popconfirm title={`把“${r.goodsModel}”移出推荐？`} okText="移出" okButtonProps={{ danger: true }} cancelText="取消"
                  onConfirm={() => remove.mutateAsync({ kind: 'recGoods', id: r.id }).then(() => void message.success('已移出'))}>
                  <Button size="small" type="link" danger>移出</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
