import type { ReactNode } from 'react';

/** The class names a form row takes from its form's stylesheet (.row, .line, .lineTall, .label, .required, .control, .error). */
type RowClasses = Readonly<Record<string, string>>;

export type FormRowProps = {
  label: string;
  required?: boolean;
  error?: string;
  /** data-field of the row and the error's test id (error-<field>). */
  field: string;
  children: ReactNode;
  /** A taller line (a multi-line control). */
  tall?: boolean;
  /** Shown between the line and the error (a hint, a picker). */
  extra?: ReactNode;
  /** The error is announced (role="alert"). */
  alert?: boolean;
  classes: RowClasses;
};

/** One labelled line of a phone form with its error below: the one form row of the phone's forms, in each form's own look. */
export function FormRow({ label, required, error, field, children, tall, extra, alert, classes }: FormRowProps) {
  return (
    <div className={classes.row} data-field={field}>
      <div className={tall ? `${classes.line} ${classes.lineTall}` : classes.line}>
        <span className={classes.label}>
          {required && <i className={classes.required}>*</i>}
          {label}
        </span>
        <div className={classes.control}>{children}</div>
      </div>
      {extra}
      {error && (
        <p className={classes.error} role={alert ? 'alert' : undefined} data-testid={`error-${field}`}>
          {error}
        </p>
      )}
    </div>
  );
}
