import type { ContractDocument } from '@mts/shared/schemas';
import { contractDocumentView } from '../../model/contract-document';
import type { ContractRow } from '../../model/contract-terms';
import '../contract-print.css';
import styles from './contract-view.module.css';

function Rows({ rows, testId }: { rows: ContractRow[]; testId: string }) {
  return (
    <table className={styles.table} data-testid={testId}>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row">{r.label}</th>
            <td className={r.key === 'amount' || r.key === 'amountWords' ? styles.amount : undefined} data-testid={`contract-${r.key}`}>
              {r.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A trade contract as a printable document (phone), rendered from the shared contract model
 * (contractDocumentView): number and state, 甲方 / 乙方 with kind and details, 丙方 the platform as escrow, the terms
 * with 大写金额, the clauses and the signature block. Printing shows it alone on A4 (contract-print.css). Used by
 * the order pages and the business followers' contract pages.
 */
export function ContractView({ contract }: { contract: ContractDocument }) {
  const v = contractDocumentView(contract);
  return (
    <article className={`mts-contract ${styles.contract}`} data-testid="contract-view">
      <h1 className={styles.title}>购销合同</h1>
      <p className={styles.no} data-testid="contract-no">
        合同编号：{v.contractNo}
      </p>
      <p className={`${styles.state} ${v.effective ? styles.effective : styles.draft}`} data-testid="contract-state">
        {v.stateText}
      </p>
      <dl className={styles.parties} data-testid="contract-parties">
        {v.parties.map((p) => (
          <div key={p.key} className={styles.party} data-testid={`contract-party-${p.key}`}>
            <dt>{p.title}</dt>
            <dd>
              <b data-testid={`contract-party-${p.key}-name`}>{p.name}</b>
              {p.kindText ? (
                <span className={styles.kind} data-testid={`contract-party-${p.key}-kind`}>
                  {p.kindText}
                </span>
              ) : null}
              {p.details.map((d) => (
                <span key={d.label} className={styles.detail}>
                  {d.label}：<span className={styles.mobile}>{d.value}</span>
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.preamble}>{v.preamble}</p>
      <section className={styles.section}>
        <h2>一、标的与价款</h2>
        <Rows rows={v.goods} testId="contract-goods" />
      </section>
      <section className={styles.section}>
        <h2>二、交货</h2>
        <Rows rows={v.delivery} testId="contract-delivery" />
      </section>
      {v.clauses.map((c) => (
        <section key={c.key} className={styles.section}>
          <h2>{c.title}</h2>
          <p data-testid={`contract-${c.key}`}>{c.text}</p>
        </section>
      ))}
      <dl className={`${styles.parties} ${styles.sign}`} data-testid="contract-signatures">
        {v.signatures.map((s) => (
          <div key={s.key} className={styles.party} data-testid={`contract-sign-${s.key}`}>
            <dt>{s.title}</dt>
            <dd>
              <b>{s.party}</b>
              <span className={`${styles.detail} ${s.signed ? '' : styles.draft}`} data-testid={s.key === 'seller' ? 'contract-confirmed' : undefined}>
                确认人：{s.signer}
                {s.at ? ` ${s.at}` : ''}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
