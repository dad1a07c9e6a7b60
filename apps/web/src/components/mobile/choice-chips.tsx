/**
 * One choice out of a few, as a row of chips (the wallet's 币种, the intention orders' status filter): buttons with
 * role radio (in a radiogroup) or tab (in a tablist), the chosen one marked with aria-checked / aria-selected.
 */
export function ChoiceChips<V>({ options, value, onChange, role, classNames, testId }: {
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  role: 'radio' | 'tab';
  /** The row, a chip, the chosen chip. */
  classNames: { group: string; chip: string; on: string };
  testId: string;
}) {
  return (
    <div className={classNames.group} role={role === 'radio' ? 'radiogroup' : 'tablist'} data-testid={testId}>
      {options.map((o) => {
        const on = o.value === value;
        return (
          <button
            key={o.label}
            type="button"
            role={role}
            {...(role === 'radio' ? { 'aria-checked': on } : { 'aria-selected': on })}
            className={`${classNames.chip} ${on ? classNames.on : ''}`}
            onClick={() => onChange(o.value)}
          >
            {o.label}
          </button>
        );
      })}
    </div>
  );
}
