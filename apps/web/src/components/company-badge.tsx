import type { CompanyBlock } from '@mts/shared/schemas';
import styles from './company-badge.module.css';

/** The owner's record on the platform, as the product detail shows it under the badge. */
export function companyFacts(company: CompanyBlock): string {
  const years = company.yearsOnPlatform > 0 ? `入驻 ${company.yearsOnPlatform} 年` : '入驻不满 1 年';
  const rating = company.rating === null ? '暂无评分' : `评分 ${company.rating.toFixed(1)}`;
  return `${years} · 成交 ${company.completedOrders} 单 · ${rating}`;
}

/**
 * 企业认证 and the company name, where a listing or lead carries the public company block (plain markup, no
 * library: it sits on the phone home's list). `detailed` adds years on the platform, completed orders and rating.
 */
export function CompanyBadge({ company, detailed = false, className }: { company: CompanyBlock | undefined; detailed?: boolean; className?: string }) {
  if (!company?.verified) return null;
  return (
    <span className={className} data-testid="company-badge">
      <span className={styles.badge}>
        <span className={styles.mark}>企业认证</span>
        <span className={styles.name} data-testid="company-badge-name">
          {company.name}
        </span>
      </span>
      {detailed && (
        <span className={styles.facts} data-testid="company-badge-facts">
          {companyFacts(company)}
        </span>
      )}
    </span>
  );
}
