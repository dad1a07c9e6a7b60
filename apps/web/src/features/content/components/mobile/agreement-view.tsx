import type { Agreement } from '../../model/agreements';
import styles from './agreement-view.module.css';

/** 《用户协议》 / 《隐私政策》 on the phone: title, date, the sections. */
export function AgreementView({ agreement }: { agreement: Agreement }) {
  return (
    <article className={styles.doc} data-testid={`agreement-${agreement.kind}`}>
      <h1 className={styles.title}>{agreement.title}</h1>
      <p className={styles.updated}>更新日期：{agreement.updated}</p>
      <p className={styles.paragraph}>{agreement.intro}</p>
      {agreement.sections.map((section) => (
        <section key={section.heading}>
          <h2 className={styles.heading}>{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text} className={styles.paragraph}>
              {text}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
