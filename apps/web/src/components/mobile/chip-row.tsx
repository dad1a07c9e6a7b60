/** The class names a chip row takes from its form's stylesheet (.chips, .chip, .chipOn). */
type ChipClasses = Readonly<Record<string, string>>;

export type ChipRowProps<T extends string | number | boolean> = {
  options: readonly { value: T; label: string }[];
  value: T | null;
  onChange: (value: T) => void;
  testId: string;
  /** The group's accessible name. */
  label?: string;
  classes: ChipClasses;
};

/** A row of single-choice chips (a radio group): the one chip row of the phone's forms, in each form's own look. */
export function ChipRow<T extends string | number | boolean>({ options, value, onChange, testId, label, classes }: ChipRowProps<T>) {
  return (
    <div className={classes.chips} role="radiogroup" aria-label={label} data-testid={testId}>
      {options.map((o) => (
        <button
          key={String(o.value)}
          type="button"
          role="radio"
          aria-checked={o.value === value}
          className={`${classes.chip} ${o.value === value ? classes.chipOn : ''}`}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
