import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import TextArea from 'antd-mobile/es/components/text-area';
import { useParams } from 'react-router';
import { DispatchLimits } from '@mts/shared/constants';
import { brandedName, formatDate, formatPieces, formatPrice } from '@mts/shared/format';
import { Msg } from '@mts/shared/messages';
import type { FollowDetail } from '@mts/shared/schemas';
import { followMachine } from '@mts/shared/status';
import { ClueRecordView } from '@/features/clues/components/mobile/clue-record-view';
import { FollowNotes } from '@/features/dispatch/components/mobile/follow-notes';
import { followPriceText } from '@/features/dispatch/components/mobile/follow-card';
import { FieldList } from '@/components/mobile/field-list';
import { LoadState } from '@/components/mobile/load-state';
import { StatusBadge } from '@/components/mobile/status-badge';
import { useFollowDetailPage } from '@/features/dispatch/hooks/use-follow-detail-page';
import { followKindText } from '@/features/dispatch/model/follow-actions';
import { closeReasonError, followDetailView } from '@/features/dispatch/model/follow-detail';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useIsAvailable } from '@/components/mobile/available-paths';
import { useBack } from '@/components/mobile/navigation';
import { toast } from '@/components/mobile/toast';
import styles from './follow-detail.module.css';
import { PageTop } from '@/components/mobile/page-top';

type FollowDetailPage = ReturnType<typeof useFollowDetailPage>;

/** 标记无效: the reason in a dialog, checked by the shared schema; 确定 closes the lead as 无效. */
function CloseDialog({ visible, busy, onCancel, onSubmit }: { visible: boolean; busy: boolean; onCancel: () => void; onSubmit: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const problem = closeReasonError(reason);
    if (problem) setError(problem);
    else onSubmit(reason);
  };
  return (
    <Dialog
      visible={visible}
      title="标记无效"
      content={
        <div className={styles.closeForm}>
          <p className={styles.closeHint}>标记后线索变为无效，不能再发布商品。</p>
          <TextArea
            className={styles.closeInput}
            placeholder="请输入无效原因（2–200 个字）"
            value={reason}
            onChange={(v) => {
              setReason(v);
              setError(null);
            }}
            maxLength={DispatchLimits.closeReasonMaxLength}
            autoSize={{ minRows: 3, maxRows: 5 }}
            showCount
            data-testid="close-reason"
          />
          {error && (
            <p className={styles.fieldError} data-testid="close-reason-error">
              {error}
            </p>
          )}
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: '取消', onClick: onCancel },
          { key: 'confirm', text: '确定', bold: true, disabled: busy, onClick: submit },
        ],
      ]}
    />
  );
}

/** A tel: link that calls the number on a phone. */
function Call({ name, mobile, label }: { name: string; mobile: string; label: string }) {
  return (
    <div className={styles.contact}>
      <span className={styles.contactLabel}>{label}</span>
      <span className={styles.contactName}>{name || '—'}</span>
      {mobile && (
        <a className={styles.call} href={`tel:${mobile}`} data-testid="follow-call">
          <svg width="14" height="14" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
            <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2z" />
          </svg>
          {mobile}
        </a>
      )}
    </div>
  );
}

const Fields = ({ rows }: { rows: [string, string][] }) => <FieldList rows={rows} className={styles.fields} rowClassName={styles.fieldRow} />;

/** A trade item's intention order: its status, amount and terms. */
function tradeRows(detail: FollowDetail): [string, string][] {
  const p = detail.preOrder;
  if (!p) return [];
  return [
    ['状态', p.statusText],
    ['金额', p.amount === null ? '' : formatPrice(p.amount, detail.goodsPriceUnit)],
    ['交货', [p.deliveryPlace, p.deliveryDate].filter(Boolean).join(' · ')],
    ['发票', p.taxIncluded ? '含税' : '不含税'],
    ['批号', p.dateCode],
    ['成色', p.condition],
    ['备注', p.remark],
    ['取消', p.closeReason],
  ];
}

function DetailBody({ detail, page }: { detail: FollowDetail; page: FollowDetailPage }) {
  const navigate = useAppNavigate();
  const isAvailable = useIsAvailable();
  const [closing, setClosing] = useState(false);
  const { isLead: lead, steps: actions, release, sameContact } = followDetailView(detail, isAvailable);

  const submitClose = async (reason: string) => {
    try {
      toast(await page.close(reason));
      setClosing(false);
    } catch {
      // The client has toasted the server's reason.
    }
  };

  return (
    <>
      <div className={styles.card}>
        <div className={styles.head}>
          <span className={styles.model}>{detail.goodsModel || detail.orderNo}</span>
          <StatusBadge machine={followMachine} status={detail.status} text={detail.statusText} testId="follow-detail-status" />
        </div>
        <div className={styles.meta}>{brandedName(detail.brandName, detail.goodsName)}</div>
        <div className={styles.times}>
          <span>{followKindText(detail)}</span>
          <span>抢单于 {formatDate(detail.createTime, 'yyyy-MM-dd HH:mm')}</span>
        </div>
        {detail.followTime && <div className={styles.times}>最近跟进 {formatDate(detail.followTime, 'yyyy-MM-dd HH:mm')}</div>}
        {release && (
          <div className={styles.release} data-testid="follow-detail-release">
            {release}
          </div>
        )}
        {detail.closeReason && (
          <div className={styles.reason} data-testid="follow-close-reason">
            无效原因：{detail.closeReason}
          </div>
        )}
      </div>

      {lead ? (
        <>
          <h2 className={styles.sectionTitle}>联系发布人</h2>
          <div className={styles.card} data-testid="follow-contacts">
            <Call label="发布人" name={detail.ownerName} mobile={detail.ownerMobile} />
            {!sameContact && <Call label="联系人" name={detail.contactName} mobile={detail.contactMobile} />}
          </div>
          <h2 className={styles.sectionTitle}>线索信息</h2>
          {detail.clue ? <ClueRecordView clue={detail.clue} /> : <p className={styles.missing}>{Msg.clueNotFound}</p>}
        </>
      ) : (
        <>
          <h2 className={styles.sectionTitle}>意向单</h2>
          <div className={styles.card}>
            <Fields
              rows={[
                ['订单号', detail.orderNo],
                ['商品', [detail.goodsModel, detail.goodsName].filter(Boolean).join(' ')],
                ['数量', `${formatPieces(detail.goodsQuantity)}`],
                ['单价', followPriceText(detail)],
                ['卖方', detail.sellerName],
                ['买方', detail.buyerName],
                ...tradeRows(detail),
              ]}
            />
          </div>
          {detail.order && (
            <>
              <h2 className={styles.sectionTitle}>订单</h2>
              <div className={styles.card} data-testid="follow-order">
                <Fields
                  rows={[
                    ['订单号', detail.order.orderNo],
                    ['订单状态', detail.order.statusText],
                    ['合同金额', formatPrice(detail.order.amount, detail.goodsPriceUnit)],
                  ]}
                />
              </div>
            </>
          )}
        </>
      )}

      <h2 className={styles.sectionTitle}>跟进记录</h2>
      <div className={styles.card}>
        <FollowNotes notes={detail.notes} canNote={detail.canNote} busy={page.noting} onAdd={(content) => page.addNote(content).then(toast)} />
      </div>

      {(detail.canClose || actions.length > 0) && (
        <div className={styles.actions}>
          {detail.canClose && (
            <Button color="danger" fill="outline" shape="rounded" onClick={() => setClosing(true)} data-testid="follow-close">
              标记无效
            </Button>
          )}
          {actions.map((a) => (
            <Button key={a.key} color="primary" shape="rounded" onClick={() => navigate(a.path)} data-testid={`follow-action-${a.key}`}>
              {a.label}
            </Button>
          ))}
        </div>
      )}
      {detail.canClose && <CloseDialog visible={closing} busy={page.closing} onCancel={() => setClosing(false)} onSubmit={(r) => void submitClose(r)} />}
    </>
  );
}

/**
 * A follow item of mine (/follow/tprFollowDetail/:id for a negotiator's lead, /follow/swFollowDetail/:id for a
 * business follower's intention order): the lead in full with the owner to call, or the order's fields; the
 * follow record; and the next steps (发布商品, 标记无效). Someone else's item or an unknown id: a clear state.
 */
export function Component() {
  const id = Number(useParams().id) || 0;
  const back = useBack();
  const page = useFollowDetailPage(id);

  return (
    <div className={styles.page} data-testid="follow-detail">
      <PageTop title="跟单详情" onBack={back} />
      <LoadState id={id} {...page.load} testId="follow-detail-error" back={{ label: '返回跟单', to: '/follow' }}>
        {(item) => <DetailBody detail={item} page={page} />}
      </LoadState>
    </div>
  );
}
