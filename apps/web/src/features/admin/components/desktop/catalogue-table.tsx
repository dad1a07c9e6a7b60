import { App, Button, type ButtonProps, Form, Input, Modal, Popconfirm, Result, Select, Space, Switch, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { adminBrandCreateBody, adminCategoryCreateBody, type AdminBrandRow, type AdminCategoryRow } from '@mts/shared/schemas';
import { AdminContentLimits as L } from '@mts/shared/constants';
import { useAdminCatalogue } from '../../api/get-admin-catalogue';
import { useSaveCatalogueItem } from '../../api/save-catalogue-item';
import { useSetContentVisible } from '../../api/set-content-visible';
import { useDeleteContentItem } from '../../api/delete-content-item';
import { schemaError, zodRule } from '@/lib/schema-errors';
import { useItemForm } from '../../hooks/use-item-form';
import type { ContentUploader } from './content-slot-table';

type Kind = 'categories' | 'brands';
type Row = (AdminCategoryRow | AdminBrandRow) & { children?: Row[] };
type FormValues = { name: string; nameEn?: string; aliases?: string[]; parentId?: number | null; picture?: string[] };

const NOUN: Record<Kind, string> = { categories: '分类', brands: '品牌' };
const isBrand = (r: Row): r is AdminBrandRow & { children?: Row[] } => 'nameEn' in r;
/** A category's picture ('' when none; the phone's category page shows a default then). Brands have no picture the apps show. */
const pictureOf = (r: Row) => (isBrand(r) ? '' : r.picture);

/** Categories as a two-level tree (top level with its children). */
function categoryTree(rows: readonly AdminCategoryRow[]): Row[] {
  const tops = rows.filter((r) => r.parentId === null);
  return tops.map((t) => {
    const children = rows.filter((r) => r.parentId === t.id);
    return children.length ? { ...t, children } : { ...t };
  });
}

/**
 * 分类 / 品牌: every row with how many goods and leads use it (a category with its picture, shown on the phone's
 * category page), show / hide, new, edit, delete. A row in use (or a category with children) is refused by the server
 * (409, its message shown): hide it instead.
 */
export function CatalogueTable({ kind, Uploader }: { kind: Kind; Uploader: ContentUploader }) {
  const { message } = App.useApp();
  const noun = NOUN[kind];
  const list = useAdminCatalogue(kind);
  const save = useSaveCatalogueItem();
  const visible = useSetContentVisible();
  const remove = useDeleteContentItem();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const rows = useMemo<Row[]>(() => (kind === 'categories' ? categoryTree((list.data ?? []) as AdminCategoryRow[]) : ((list.data ?? []) as AdminBrandRow[])), [kind, list.data]);
  const tops = useMemo(() => ((list.data ?? []) as AdminCategoryRow[]).filter((r) => kind === 'categories' && r.parentId === null), [kind, list.data]);

  if (list.isError && !list.data)
    return <Result status="warning" title="加载失败" extra={<Button onClick={() => void list.refetch()}>点击重新加载</Button>} />;

  return (
    <div data-testid={`content-${kind}`}>
      <Space style={{ marginBottom: 12 }} wrap>
        <Button type="primary" onClick={() => setEditing('new')} data-testid={`${kind}-new`}>新增{noun}</Button>
        <span className="admin-muted">有商品或信息使用的{noun}{kind === 'categories' ? '、有子分类的分类' : ''}不能删除，可以隐藏：隐藏后不再供选择，已有商品不受影响。</span>
      </Space>
      <Table<Row>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={rows}
        pagination={false}
        expandable={kind === 'categories' ? { defaultExpandAllRows: false } : undefined}
        locale={{ emptyText: `还没有${noun}` }}
        columns={[
          ...(kind === 'categories'
            ? [
                {
                  title: '图片',
                  width: 72,
                  render: (_: unknown, r: Row) =>
                    pictureOf(r) ? <img src={pictureOf(r)} alt={r.name} className="admin-catalogue-image" data-testid="category-picture" /> : <span className="admin-muted">默认</span>,
                },
              ]
            : []),
          { title: '名称', dataIndex: 'name', render: (t: string, r) => <>{t}{isBrand(r) && r.nameEn !== t ? <span className="admin-muted"> {r.nameEn}</span> : null}</> },
          ...(kind === 'brands'
            ? [{ title: '别名', render: (_: unknown, r: Row) => (isBrand(r) && r.aliases.length ? r.aliases.map((a) => <Tag key={a}>{a}</Tag>) : <span className="admin-muted">无</span>) }]
            : []),
          {
            title: '使用',
            dataIndex: 'usage',
            width: 160,
            render: (n: number, r) => (
              <>
                {n ? `${n} 条商品或信息` : <span className="admin-muted">未使用</span>}
                {r.children?.length ? <div className="admin-muted">含 {r.children.length} 个子分类</div> : null}
              </>
            ),
          },
          {
            title: '显示',
            width: 90,
            render: (_, r) => (
              <Switch checked={r.status === 0} checkedChildren="显示" unCheckedChildren="隐藏" aria-label={`显示 ${r.name}`}
                loading={visible.isPending && visible.variables?.id === r.id}
                onChange={(on) => visible.mutate({ kind, id: r.id, visible: on }, { onSuccess: () => void message.success(on ? '已显示' : '已隐藏') })} />
            ),
          },
          {
            title: '操作',
            width: 140,
            render: (_, r) => (
              <Space size={4}>
                <Button size="small" type="link" onClick={() => setEditing(r)}>编辑</Button>
                <Popconfirm title={`删除${noun}“${r.name}”？`} description="删除后不能恢复。" okText="删除" okButtonProps={{ danger: true }} cancelText="取消"
                  onConfirm={() => remove.mutateAsync({ kind, id: r.id }).then(() => void message.success('已删除'), () => undefined)}>
                  <Button size="small" type="link" danger>删除</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
        onRow={(r) => ({ 'data-testid': `${kind}-row-${r.id}` }) as React.HTMLAttributes<HTMLElement>}
      />
      <CatalogueDialog kind={kind} item={editing} tops={tops} saving={save.isPending} Uploader={Uploader} onCancel={() => setEditing(null)}
        onSubmit={(v, id) => {
          const picture = v.picture?.[0] ?? '';
          const body =
            kind === 'brands'
              ? { name: v.name.trim(), nameEn: (v.nameEn ?? '').trim(), aliases: (v.aliases ?? []).map((a) => a.trim()).filter(Boolean) }
              : id
                ? { name: v.name.trim(), picture }
                : { name: v.name.trim(), parentId: v.parentId ?? null, picture };
          return save.mutateAsync({ kind, id, body } as Parameters<typeof save.mutateAsync>[0]).then((reply) => {
            void message.success(reply.msg || (id ? '已保存' : '已新增'));
            setEditing(null);
          });
        }} />
    </div>
  );
}

type DialogProps = {
  kind: Kind;
  item: Row | 'new' | null;
  tops: readonly AdminCategoryRow[];
  saving: boolean;
  Uploader: ContentUploader;
  onCancel: () => void;
  onSubmit: (v: FormValues, id?: number) => Promise<unknown>;
};

function CatalogueDialog({ kind, item, tops, saving, Uploader, onCancel, onSubmit }: DialogProps) {
  const { form, existing, uploading, setUploading } = useItemForm<FormValues, Row>(item, (row) => ({
    name: row.name,
    ...(isBrand(row) ? { nameEn: row.nameEn, aliases: row.aliases } : { picture: row.picture ? [row.picture] : [] }),
  }));
  const noun = NOUN[kind];
  const brand = adminBrandCreateBody.shape;
  return (
    <Modal open={!!item} title={`${existing ? '编辑' : '新增'}${noun}`} okText="保存" cancelText="取消" destroyOnHidden
      okButtonProps={{ loading: saving, disabled: uploading, 'data-testid': `${kind}-save` } as ButtonProps}
      onCancel={onCancel} onOk={() => void form.validateFields().then((v) => onSubmit(v, existing?.id))}>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="name" label="名称" required rules={[zodRule(kind === 'brands' ? brand.name : adminCategoryCreateBody.shape.name)]}>
          <Input maxLength={kind === 'brands' ? L.brandName : L.categoryName} data-testid={`${kind}-name`} />
        </Form.Item>
        {kind === 'brands' ? (
          <>
            <Form.Item name="nameEn" label="英文名" required rules={[zodRule(brand.nameEn)]}>
              <Input maxLength={L.brandName} />
            </Form.Item>
            <Form.Item name="aliases" label="别名" rules={[{ validator: (_, v?: string[]) => { const message = schemaError(brand.aliases, v ?? []); return message === null ? Promise.resolve() : Promise.reject(new Error(message)); } }]} extra={`交易员常打的其他叫法，搜索时对应到这个品牌；最多 ${L.brandAliases} 个，回车添加`}>
              <Select mode="tags" open={false} tokenSeparators={[',', '，']} placeholder="如 Hynix、海力士" />
            </Form.Item>
          </>
        ) : !existing ? (
          <Form.Item name="parentId" label="上级分类" extra="不选则为一级分类；分类最多两级">
            <Select allowClear placeholder="一级分类" options={tops.map((t) => ({ value: t.id, label: t.name }))} />
          </Form.Item>
        ) : null}
        {kind === 'categories' ? (
          <Form.Item name="picture" label="图片" valuePropName="value" extra="手机分类页显示的图片；不传则显示默认图">
            <Uploader max={1} onBusyChange={setUploading} />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
