import type { InspectionReport } from '@mts/shared/schemas';
import { SafeImage } from '@/components/safe-image';
import { reportFacts } from '../../model/inspection-view';
import styles from './inspection.module.css';

/** The filed report, read-only: result, counted quantity, date code, markings, notes, inspector, time and the photos. */
export function ReportView({ report }: { report: InspectionReport }) {
  return (
    <div className={styles.section} data-testid="inspection-report" data-result={report.result}>
      <dl className={styles.fields}>
        {reportFacts(report).map(([label, value]) => (
          <div key={label} className={styles.field}>
            <dt>{label}</dt>
            <dd>
              {label === '验货结果' ? (
                <span className={`${styles.tag} ${report.result === 'pass' ? styles.pass : styles.fail}`} data-testid="report-result">
                  {value}
                </span>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
      <div className={styles.photos} data-testid="report-photos">
        {report.photos.map((url) => (
          <a key={url} href={url} target="_blank" rel="noreferrer">
            <SafeImage className={styles.photo} src={url} alt="验货照片" />
          </a>
        ))}
      </div>
    </div>
  );
}
