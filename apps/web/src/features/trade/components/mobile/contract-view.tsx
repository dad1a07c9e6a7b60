import type { Contract } from '@mts/shared/schemas';
import { contractDeliveryRows, contractGoodsRows, contractSignOff, feeClause, type ContractRow } from '../../model/contract-terms';
import '../contract-print.css';
import styles from './contract-view.module.css';

function Rows({ rows, testId }: { rows: ContractRow[]; testId: string }) {
  return (
    <table className={styles.table} data-testid={testId}>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row">{r.label}</th>
            <td className={r.key === 'amount' ? styles.amount : undefined} data-testid={`contract-${r.key}`}>
              {r.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A trade contract as a printable document (phone): number, 甲方 buyer, 乙方 seller, 丙方 the platform as escrow,
 * the goods and money terms, delivery, payment, inspection and fee clauses, remark, generated and confirmed by/at
 * (or 待卖方商务确认（未生效）). Printing shows it alone on A4 (contract-print.css). Used by the order pages and the
 * business followers' contract pages.
 */
export function ContractView({ contract: c }: { contract: Contract }) {
  const sign = contractSignOff(c);
  return (
    <article className={`mts-contract ${styles.contract}`} data-testid="contract-view">
      <h1 className={styles.title}>购销合同</h1>
      <p className={styles.no} data-testid="contract-no">
        合同编号：{c.contractNo}
      </p>
      <p className={`${styles.state} ${sign.effective ? styles.effective : styles.draft}`} data-testid="contract-state">
        {sign.effective ? '已生效' : '待卖方商务确认（未生效）'}
      </p>
      <dl className={styles.parties} data-testid="contract-parties">
        <div className={styles.party}>
          <dt>甲方（买方）</dt>
          <dd>
            {c.buyer.name} <span className={styles.mobile}>{c.buyer.mobile}</span>
          </dd>
        </div>
        <div className={styles.party}>
          <dt>乙方（卖方）</dt>
          <dd>
            {c.seller.name} <span className={styles.mobile}>{c.seller.mobile}</span>
          </dd>
        </div>
        <div className={styles.party}>
          <dt>丙方（担保方）</dt>
          <dd>{c.platformName}</dd>
        </div>
      </dl>
      <p className={styles.preamble}>
        甲乙双方经{c.platformName}撮合，就下列货物的买卖达成一致，由丙方作为货款担保方，三方订立本合同，共同遵守。
      </p>
      <section className={styles.section}>
        <h2>一、标的与价款</h2>
        <Rows rows={contractGoodsRows(c)} testId="contract-goods" />
      </section>
      <section className={styles.section}>
        <h2>二、交货</h2>
        <Rows rows={contractDeliveryRows(c)} testId="contract-delivery" />
      </section>
      <section className={styles.section}>
        <h2>三、付款方式</h2>
        <p data-testid="contract-payment">{c.paymentClause}</p>
      </section>
      <section className={styles.section}>
        <h2>四、验货条款</h2>
        <p data-testid="contract-inspection">{c.inspectionClause}</p>
      </section>
      <section className={styles.section}>
        <h2>五、平台服务费</h2>
        <p data-testid="contract-fee">{feeClause(c)}</p>
      </section>
      <section className={styles.section}>
        <h2>六、备注</h2>
        <p data-testid="contract-remark">{c.remark || '无'}</p>
      </section>
      <dl className={`${styles.parties} ${styles.sign}`}>
        <div className={styles.party}>
          <dt>合同生成</dt>
          <dd data-testid="contract-generated">{sign.generated}</dd>
        </div>
        <div className={styles.party}>
          <dt>卖方商务确认</dt>
          <dd data-testid="contract-confirmed">{sign.confirmedText}</dd>
        </div>
      </dl>
    </article>
  );
}
