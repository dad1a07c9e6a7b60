import type { ReactNode } from 'react';

type FieldListProps = {
  /** Label / value rows, in order; empty values ('', null, undefined) are left out. */
  rows: readonly (readonly [string, ReactNode])[];
  /** The list's and each row's class, from the page's own stylesheet. */
  className: string;
  rowClassName: string;
  testId?: string;
};

/** Label / value rows as a description list: the one field list of the phone's detail pages. */
export function FieldList({ rows, className, rowClassName, testId }: FieldListProps) {
  return (
    <dl className={className} data-testid={testId}>
      {rows
        .filter(([, v]) => v !== '' && v !== null && v !== undefined)
        .map(([k, v]) => (
          <div key={k} className={rowClassName}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
    </dl>
  );
}
