import type { Contract } from '@mts/shared/schemas';
import { contractDeliveryRows, contractGoodsRows, contractSignOff, feeClause, type ContractRow } from '../../model/contract-terms';
import '../contract-print.css';
import './contract-view.css';

/** Rows in pairs: label, value, label, value (a contract's table on a wide page). */
function PairTable({ rows, testId }: { rows: ContractRow[]; testId: string }) {
  const pairs: ContractRow[][] = [];
  for (let i = 0; i < rows.length; i += 2) pairs.push(rows.slice(i, i + 2));
  return (
    <table className="pc-contract-table" data-testid={testId}>
      <tbody>
        {pairs.map((pair) => (
          <tr key={pair[0]!.key}>
            {pair.map((r) => [
              <th key={`${r.key}-l`} scope="row">
                {r.label}
              </th>,
              <td key={r.key} colSpan={pair.length === 1 ? 3 : 1} className={r.key === 'amount' ? 'pc-contract-amount' : undefined} data-testid={`contract-${r.key}`}>
                {r.value}
              </td>,
            ])}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A trade contract as a printable document (desktop): number, 甲方 buyer, 乙方 seller, 丙方 the platform as escrow,
 * the goods and money terms, delivery, payment, inspection and fee clauses, remark, generated and confirmed by/at
 * (or 待卖方商务确认（未生效）). Printing (window.print) shows it alone on A4 (contract-print.css). Used by the order
 * pages and the business followers' contract pages.
 */
export function ContractView({ contract: c }: { contract: Contract }) {
  const sign = contractSignOff(c);
  return (
    <article className="mts-contract pc-contract" data-testid="contract-view">
      <h1 className="pc-contract-title">购销合同</h1>
      <div className="pc-contract-head">
        <span data-testid="contract-no">合同编号：{c.contractNo}</span>
        <span className={`pc-contract-state ${sign.effective ? 'is-effective' : 'is-draft'}`} data-testid="contract-state">
          {sign.effective ? '已生效' : '待卖方商务确认（未生效）'}
        </span>
      </div>
      <dl className="pc-contract-parties" data-testid="contract-parties">
        <div>
          <dt>甲方（买方）：</dt>
          <dd>
            {c.buyer.name} {c.buyer.mobile}
          </dd>
        </div>
        <div>
          <dt>乙方（卖方）：</dt>
          <dd>
            {c.seller.name} {c.seller.mobile}
          </dd>
        </div>
        <div>
          <dt>丙方（担保方）：</dt>
          <dd>{c.platformName}</dd>
        </div>
      </dl>
      <p className="pc-contract-preamble">
        甲乙双方经{c.platformName}撮合，就下列货物的买卖达成一致，由丙方作为货款担保方，三方订立本合同，共同遵守。
      </p>
      <section>
        <h2>一、标的与价款</h2>
        <PairTable rows={contractGoodsRows(c)} testId="contract-goods" />
      </section>
      <section>
        <h2>二、交货</h2>
        <PairTable rows={contractDeliveryRows(c)} testId="contract-delivery" />
      </section>
      <section>
        <h2>三、付款方式</h2>
        <p data-testid="contract-payment">{c.paymentClause}</p>
      </section>
      <section>
        <h2>四、验货条款</h2>
        <p data-testid="contract-inspection">{c.inspectionClause}</p>
      </section>
      <section>
        <h2>五、平台服务费</h2>
        <p data-testid="contract-fee">{feeClause(c)}</p>
      </section>
      <section>
        <h2>六、备注</h2>
        <p data-testid="contract-remark">{c.remark || '无'}</p>
      </section>
      <div className="pc-contract-sign">
        <div>
          <span>合同生成：</span>
          <b data-testid="contract-generated">{sign.generated}</b>
        </div>
        <div>
          <span>卖方商务确认：</span>
          <b data-testid="contract-confirmed">{sign.confirmedText}</b>
        </div>
      </div>
    </article>
  );
}
