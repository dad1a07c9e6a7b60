import type { ContractDocument } from '@mts/shared/schemas';
import { contractDocumentView, type ContractPartyBlock } from '../../model/contract-document';
import type { ContractRow } from '../../model/contract-terms';
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
              <td key={r.key} colSpan={pair.length === 1 ? 3 : 1} className={r.key === 'amount' || r.key === 'amountWords' ? 'pc-contract-amount' : undefined} data-testid={`contract-${r.key}`}>
                {r.value}
              </td>,
            ])}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Party({ p }: { p: ContractPartyBlock }) {
  return (
    <div data-testid={`contract-party-${p.key}`}>
      <dt>{p.title}：</dt>
      <dd>
        <b data-testid={`contract-party-${p.key}-name`}>{p.name}</b>
        {p.kindText ? <span className="pc-contract-kind" data-testid={`contract-party-${p.key}-kind`}>{p.kindText}</span> : null}
        {p.details.map((d) => (
          <span key={d.label} className="pc-contract-detail">
            {d.label}：{d.value}
          </span>
        ))}
      </dd>
    </div>
  );
}

/**
 * A trade contract as a printable document (desktop), rendered from the shared contract model
 * (contractDocumentView): number and state, 甲方 / 乙方 with kind and details, 丙方 the platform as escrow, the terms
 * with 大写金额, the clauses and the signature block. Printing (window.print) shows it alone on A4
 * (contract-print.css). Used by the order pages and the business followers' contract pages.
 */
export function ContractView({ contract }: { contract: ContractDocument }) {
  const v = contractDocumentView(contract);
  return (
    <article className="mts-contract pc-contract" data-testid="contract-view">
      <h1 className="pc-contract-title">购销合同</h1>
      <div className="pc-contract-head">
        <span data-testid="contract-no">合同编号：{v.contractNo}</span>
        <span className={`pc-contract-state ${v.effective ? 'is-effective' : 'is-draft'}`} data-testid="contract-state">
          {v.stateText}
        </span>
      </div>
      <dl className="pc-contract-parties" data-testid="contract-parties">
        {v.parties.map((p) => (
          <Party key={p.key} p={p} />
        ))}
      </dl>
      <p className="pc-contract-preamble">{v.preamble}</p>
      <section>
        <h2>一、标的与价款</h2>
        <PairTable rows={v.goods} testId="contract-goods" />
      </section>
      <section>
        <h2>二、交货</h2>
        <PairTable rows={v.delivery} testId="contract-delivery" />
      </section>
      {v.clauses.map((c) => (
        <section key={c.key}>
          <h2>{c.title}</h2>
          <p data-testid={`contract-${c.key}`}>{c.text}</p>
        </section>
      ))}
      <div className="pc-contract-sign" data-testid="contract-signatures">
        {v.signatures.map((s) => (
          <div key={s.key} className={s.signed ? 'is-signed' : 'is-pending'} data-testid={`contract-sign-${s.key}`}>
            <span>{s.title}（签章）：</span>
            <b>{s.party}</b>
            <div data-testid={s.key === 'seller' ? 'contract-confirmed' : undefined}>
              确认人：{s.signer}
              {s.at ? <em className="pc-contract-sign-at"> {s.at}</em> : null}
            </div>
          </div>
        ))}
      </div>
    </article>
  );
}
