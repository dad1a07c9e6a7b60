import { formatChinaTime } from './time.ts';

/** A row of an application an operator reviews (company verification, shop application), as its list reads it. */
interface ApplicationRow {
  id: number;
  userId: number;
  mobile: string | null;
  companyName: string;
  createdAt: Date;
  reviewedAt: Date | null;
}

/** Who applied: the first fields of an application as the API shows it. */
export const applicantOf = (r: ApplicationRow) => ({ id: r.id, userId: r.userId, mobile: r.mobile ?? '', companyName: r.companyName });

/** When it was applied for and reviewed (China time; null while unreviewed): the last fields of an application. */
export const reviewTimesOf = (r: ApplicationRow) => ({ createTime: formatChinaTime(r.createdAt), reviewTime: r.reviewedAt ? formatChinaTime(r.reviewedAt) : null });
