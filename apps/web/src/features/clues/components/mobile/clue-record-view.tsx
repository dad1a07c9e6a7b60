import { CompanyBadge } from '@/components/company-badge';
import Image from 'antd-mobile/es/components/image';
import type { ClueRecord } from '@mts/shared/schemas';
import { formatDate, formatQuantity } from '@mts/shared/format';
import { cluePriceText, isDemand } from '@/lib/price';
import { leadMachine } from '@mts/shared/status';
import { FieldList } from '@/components/mobile/field-list';
import { StatusBadge } from '@/components/mobile/status-badge';
import styles from './my-clues.module.css';

/** A lead's full record as its owner sees it (/myxg/clueDetail/:id). */
export function ClueRecordView({ clue }: { clue: ClueRecord }) {
  const demand = isDemand(clue);
  // the row's label says 目标价 for a demand
  const price = cluePriceText(clue, { targetPrefix: false });
  const rows: [string, string][] = [
    ['类型', demand ? '求购' : '货源'],
    ['分类', clue.categoryName],
    ['品牌', clue.brandName],
    ['品名', clue.goodsName],
    ['数量', `${formatQuantity(clue.quantity)} pcs`],
    ['起订量', `${formatQuantity(clue.moq)} pcs`],
    [demand ? '目标价' : '单价', price],
    ['批号', clue.dateCode],
    ['成色', clue.condition],
    ['封装', clue.package],
    ['交货地', clue.deliveryPlace],
    ['库存', clue.stockType === '期货' && clue.leadTime ? `期货（交期 ${clue.leadTime}）` : clue.stockType],
    ['联系人', clue.contactName],
    ['手机号', clue.contactMobile],
    ['发布时间', formatDate(clue.createTime)],
    ['更新时间', formatDate(clue.updateTime)],
    ['备注', clue.remark],
  ];
  return (
    <div className={styles.detail} data-testid="clue-record">
      <div className={styles.detailHead}>
        <div className={styles.head}>
          <span className={styles.detailModel}>{clue.goodsModel}</span>
          <StatusBadge machine={leadMachine} status={clue.status} text={clue.statusText} testId="clue-record-status" />
        </div>
        <CompanyBadge company={clue.company} detailed />
      </div>
      <FieldList rows={rows} className={styles.fields} rowClassName={styles.fieldRow} />
      {clue.images.length > 0 && (
        <div className={styles.images}>
          {clue.images.map((url) => (
            <Image key={url} src={url} width={96} height={96} fit="cover" className={styles.image} />
          ))}
        </div>
      )}
    </div>
  );
}
