import { App, Button, Form, Image, Input, Modal, Popconfirm, Result, Select, Space, Switch, Table, type ButtonProps } from 'antd';
import { useEffect, useState, type ComponentType } from 'react';
import { adminBannerCreateBody, contentLinkField, type AdminBannerCreateBody, type AdminBannerUpdateBody, type BannerItem } from '@mts/shared/schemas';
import { useContentSlot } from '../../api/get-content-slot';
import { useSaveContentItem } from '../../api/save-content-item';
import { useSetContentVisible } from '../../api/set-content-visible';
import { useDeleteContentItem } from '../../api/delete-content-item';
import { useReorderContent } from '../../api/reorder-content';
import { fromImageList, moveId, slotOf, toImageList, type BannerSlot, type ContentKind } from '../../model/content';
import { zodRule } from '@/lib/schema-errors';

/** The desktop image uploader (features/uploads), handed in by the console page: features do not import each other. */
export type ContentUploader = ComponentType<{ value?: string[]; onChange?: (urls: string[]) => void; max?: number; onBusyChange?: (busy: boolean) => void }>;

type Props = { kind: ContentKind; slots: readonly BannerSlot[]; noun: string; Uploader: ContentUploader; slotKey: string; onSlotChange: (key: string) => void };

type FormValues = { title?: string; text?: string; image?: string[]; activeImage?: string[]; url?: string };

const Thumb = ({ src, alt }: { src: string; alt: string }) =>
  src ? <Image src={src} alt={alt} width={120} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} /> : <span className="admin-muted">无图片</span>;

/**
 * One slot of banners or nav items (which + type + position): the rows by sort with thumbnails, a show / hide switch,
 * 上移 / 下移 / 置顶 (the whole slot's order is sent: reorder), edit and new in a dialog with the image upload, delete
 * after a confirm.
 */
export function ContentSlotTable({ kind, slots, noun, Uploader, slotKey, onSlotChange }: Props) {
  const { message } = App.useApp();
  const slot = slotOf(slots, slotKey);
  const list = useContentSlot(kind, slot);
  const save = useSaveContentItem();
  const visible = useSetContentVisible();
  const remove = useDeleteContentItem();
  const reorder = useReorderContent();
  const [editing, setEditing] = useState<BannerItem | 'new' | null>(null);
  const rows = list.data?.rows ?? [];
  const ids = rows.map((r) => r.id);

  const move = (from: number, to: number) => {
    const next = moveId(ids, from, to);
    if (next.join() === ids.join()) return;
    reorder.mutate({ kind, ids: next }, { onSuccess: () => void message.success('排序已保存') });
  };

  if (list.isError && !list.data)
    return <Result status="warning" title="加载失败" extra={<Button onClick={() => void list.refetch()}>点击重新加载</Button>} />;

  return (
    <div data-testid={`content-${kind}`}>
      <Space style={{ marginBottom: 12 }} wrap>
        <span>位置</span>
        <Select style={{ width: 220 }} value={slot.key} onChange={onSlotChange} data-testid="content-slot"
          options={slots.map((s) => ({ value: s.key, label: s.label }))} />
        <Button type="primary" onClick={() => setEditing('new')} data-testid="content-new">新增{noun}</Button>
        <span className="admin-muted">显示中的按顺序出现在页面上；隐藏的保留在这里，可随时再显示。</span>
      </Space>
      <Table<BannerItem>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: `这个位置还没有${noun}` }}
        columns={[
          { title: '顺序', width: 60, render: (_, __, i) => i + 1 },
          {
            title: '图片',
            width: slot.pair ? 220 : 150,
            render: (_, r) =>
              slot.pair ? (
                <Space><Thumb src={r.imgUrl} alt={`${r.title} 未选中`} /><Thumb src={r.activeImgUrl} alt={`${r.title} 选中`} /></Space>
              ) : (
                <Thumb src={r.image || r.imgUrl} alt={r.title} />
              ),
          },
          { title: '标题', dataIndex: 'title', render: (t: string, r) => <>{t || <span className="admin-muted">（无标题）</span>}{r.text && r.text !== t ? <div className="admin-muted">{r.text}</div> : null}</> },
          { title: '链接', dataIndex: 'url', ellipsis: true, render: (u: string) => u || <span className="admin-muted">无</span> },
          {
            title: '显示',
            width: 90,
            render: (_, r) => (
              <Switch checked={r.status === 0} checkedChildren="显示" unCheckedChildren="隐藏" loading={visible.isPending && visible.variables?.id === r.id}
                aria-label={`显示 ${r.title}`}
                onChange={(on) => visible.mutate({ kind, id: r.id, visible: on }, { onSuccess: () => void message.success(on ? '已显示' : '已隐藏') })} />
            ),
          },
          {
            title: '操作',
            width: 300,
            render: (_, r, i) => (
              <Space size={4} wrap>
                <Button size="small" disabled={i === 0 || reorder.isPending} onClick={() => move(i, 0)}>置顶</Button>
                <Button size="small" disabled={i === 0 || reorder.isPending} onClick={() => move(i, i - 1)}>上移</Button>
                <Button size="small" disabled={i === rows.length - 1 || reorder.isPending} onClick={() => move(i, i + 1)}>下移</Button>
                <Button size="small" type="link" onClick={() => setEditing(r)}>编辑</Button>
                <Popconfirm title={`删除“${r.title || noun}”？`} description="删除后不能恢复；只想暂时不显示请用隐藏。" okText="删除" okButtonProps={{ danger: true }} cancelText="取消"
                  onConfirm={() => remove.mutateAsync({ kind, id: r.id }).then(() => void message.success('已删除'))}>
                  <Button size="small" type="link" danger>删除</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
        onRow={(r) => ({ 'data-testid': `content-row-${r.id}` }) as React.HTMLAttributes<HTMLElement>}
      />
      <ItemDialog
        kind={kind}
        noun={noun}
        slot={slot}
        item={editing}
        Uploader={Uploader}
        saving={save.isPending}
        onCancel={() => setEditing(null)}
        onSubmit={(body, id) =>
          save.mutateAsync(id ? { kind, id, body: body as AdminBannerUpdateBody } : { kind, body: body as AdminBannerCreateBody }).then((reply) => {
            void message.success(reply.msg || (id ? '已保存' : '已新增'));
            setEditing(null);
          })
        }
      />
    </div>
  );
}

type DialogProps = {
  kind: ContentKind;
  noun: string;
  slot: BannerSlot;
  item: BannerItem | 'new' | null;
  Uploader: ContentUploader;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (body: AdminBannerCreateBody | AdminBannerUpdateBody, id?: number) => Promise<unknown>;
};

function ItemDialog({ kind, noun, slot, item, Uploader, saving, onCancel, onSubmit }: DialogProps) {
  const [form] = Form.useForm<FormValues>();
  const [uploading, setUploading] = useState(false);
  const existing = item && item !== 'new' ? item : null;
  const withText = kind === 'nav' || slot.type === 5;

  useEffect(() => {
    if (!item) return;
    form.resetFields();
    if (existing)
      form.setFieldsValue({
        title: existing.title,
        text: existing.text,
        url: existing.url,
        image: toImageList(slot.pair ? existing.imgUrl : existing.image || existing.imgUrl),
        activeImage: toImageList(existing.activeImgUrl),
      });
  }, [item, existing, form, slot.pair]);

  const submit = (v: FormValues) => {
    const image = fromImageList(v.image);
    const link = (v.url ?? '').trim();
    const fields = {
      title: (v.title ?? '').trim(),
      ...(withText ? { text: (v.text ?? '').trim() || (v.title ?? '').trim() } : {}),
      url: link,
      // the apps follow url; path mirrors it (the tab bar compares it with the current page)
      ...(withText ? { path: link } : {}),
      ...(slot.pair ? { imgUrl: image, activeImgUrl: fromImageList(v.activeImage) } : kind === 'nav' ? { image, imgUrl: image, activeImgUrl: image } : { image }),
    };
    return existing ? onSubmit(fields, existing.id) : onSubmit({ which: slot.which, type: slot.type, position: slot.position, ...fields });
  };

  const imageRequired = { validator: (_: unknown, v: string[] | undefined) => (v?.length ? Promise.resolve() : Promise.reject(new Error('请上传图片'))) };

  return (
    <Modal
      open={!!item}
      title={`${existing ? '编辑' : '新增'}${noun} · ${slot.label}`}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ loading: saving, disabled: uploading, 'data-testid': 'content-save' } as ButtonProps}
      onCancel={onCancel}
      onOk={() => void form.validateFields().then(submit)}
      destroyOnHidden
      width={560}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请输入标题' }, zodRule(adminBannerCreateBody.shape.title)]}>
          <Input maxLength={128} placeholder="图片的说明文字，读屏和加载失败时显示" data-testid="content-title" />
        </Form.Item>
        {withText ? (
          <Form.Item name="text" label="显示文字" rules={[zodRule(adminBannerCreateBody.shape.text)]} extra="图标下方的文字；不填用标题">
            <Input maxLength={256} />
          </Form.Item>
        ) : null}
        <Form.Item name="image" label={slot.pair ? '未选中图片' : '图片'} rules={[imageRequired]} valuePropName="value">
          <Uploader max={1} onBusyChange={setUploading} />
        </Form.Item>
        {slot.pair ? (
          <Form.Item name="activeImage" label="选中图片" rules={[imageRequired]} valuePropName="value">
            <Uploader max={1} onBusyChange={setUploading} />
          </Form.Item>
        ) : null}
        <Form.Item name="url" label="链接" rules={[zodRule(contentLinkField)]} extra="站内路径如 /searchlist?keyword=DDR4，或 http(s):// 地址；不填则点击不跳转">
          <Input maxLength={500} placeholder="/clue?active=0" data-testid="content-url" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
