import { Link } from 'react-router';
import { AGREEMENT_TITLES, agreementPath, type Agreement, type AgreementKind } from '../../model/agreements';
import './agreement-view.css';

/** 《用户协议》 / 《隐私政策》 on the desktop: the document, with the other one a click away. */
export function AgreementView({ agreement }: { agreement: Agreement }) {
  const other: AgreementKind = agreement.kind === 'user' ? 'privacy' : 'user';
  return (
    <div className="pc-container pc-agreement">
      <article className="pc-card pc-agreement-doc" data-testid={`agreement-${agreement.kind}`}>
        <h1>{agreement.title}</h1>
        <p className="pc-agreement-updated">
          更新日期：{agreement.updated} · <Link to={`/pc${agreementPath(other)}`}>查看《{AGREEMENT_TITLES[other]}》</Link>
        </p>
        <p>{agreement.intro}</p>
        {agreement.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}
