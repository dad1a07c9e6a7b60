import Dropdown, { type DropdownRef } from 'antd-mobile/es/components/dropdown';
import { useRef } from 'react';
import { createErrorBlock } from 'antd-mobile/es/components/error-block';
import { emptyImage } from 'antd-mobile/es/components/error-block/images';
import { PagedList } from '@/components/mobile/paged-list';
import { loadedRows } from '@/lib/infinite';
import { useStatementInfinite } from '../../api/get-statement';
import { CURRENCY_OPTIONS, KIND_OPTIONS, statementRowView, type StatementFilter } from '../../model/statement';
import { RowFoot } from './request-list';
import styles from './wallet.module.css';

const ErrorBlock = createErrorBlock({ empty: emptyImage });

type Props = { filter: StatementFilter; onFilter: (filter: StatementFilter) => void };

function Options<V extends string | number>({ options, value, onPick, testId }: { options: readonly { value: V | ''; label: string }[]; value: V | ''; onPick: (v: V | '') => void; testId: string }) {
  return (
    <div className={styles.options} data-testid={testId}>
      {options.map((o) => (
        <button key={String(o.value)} type="button" className={`${styles.option} ${o.value === value ? styles.optionOn : ''}`} aria-pressed={o.value === value} onClick={() => onPick(o.value)}>
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** 资金明细: every movement of my money, newest first, filtered by kind and currency, loaded as the user scrolls. */
export function StatementList({ filter, onFilter }: Props) {
  const query = useStatementInfinite(filter);
  const rows = loadedRows(query.data).map(statementRowView);
  const dropdown = useRef<DropdownRef>(null);
  const kindLabel = KIND_OPTIONS.find((o) => o.value === (filter.kind ?? ''))!.label;
  const unitLabel = CURRENCY_OPTIONS.find((o) => o.value === (filter.priceUnit ?? ''))!.label;
  const pick = (next: StatementFilter) => {
    dropdown.current?.close();
    onFilter(next);
  };

  return (
    <div data-testid="statement">
      <Dropdown ref={dropdown} className={styles.filterBar}>
        <Dropdown.Item key="kind" title={<span data-testid="statement-kind-filter">{kindLabel}</span>}>
          <Options options={KIND_OPTIONS} value={filter.kind ?? ''} testId="statement-kind-options" onPick={(kind) => pick({ ...filter, kind: kind || undefined })} />
        </Dropdown.Item>
        <Dropdown.Item key="unit" title={<span data-testid="statement-unit-filter">{unitLabel}</span>}>
          <Options
            options={CURRENCY_OPTIONS}
            value={filter.priceUnit ?? ''}
            testId="statement-unit-options"
            onPick={(unit) => pick({ ...filter, priceUnit: unit === '' ? undefined : unit })}
          />
        </Dropdown.Item>
      </Dropdown>
      <PagedList
        query={query}
        rowCount={rows.length}
        empty={<ErrorBlock status="empty" title={filter.kind || filter.priceUnit !== undefined ? '没有符合条件的明细' : '暂无资金明细'} description="" className={styles.empty} data-testid="statement-empty" />}
      >
        <ul className={styles.list}>
          {rows.map((row) => (
            <li key={row.id} className={styles.row} data-testid="statement-row" data-kind={row.kind}>
              <div className={styles.rowTop}>
                <span className={styles.rowTitle}>
                  {row.kindText}
                  <span className={styles.unitTag}>{row.currency}</span>
                </span>
                <span className={styles.deltas}>
                  {row.deltas.map((d) => (
                    <span key={d.label} className={d.direction === 'in' ? styles.in : styles.out} data-testid={`statement-delta-${d.label === '可用' ? 'available' : 'frozen'}`}>
                      {row.deltas.length > 1 || d.label === '冻结' ? <small>{d.label}</small> : null}
                      {d.text}
                    </span>
                  ))}
                </span>
              </div>
              {row.memo && <p className={styles.memo}>{row.memo}</p>}
              <RowFoot row={row} testId="statement-order">
                <span data-testid="statement-after">
                  可用余额 {row.availableAfter}
                  {row.showsFrozen ? ` · 冻结 ${row.frozenAfter}` : ''}
                </span>
              </RowFoot>
            </li>
          ))}
        </ul>
      </PagedList>
    </div>
  );
}
