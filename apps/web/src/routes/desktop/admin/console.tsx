import { Route, Routes } from 'react-router';
import { ConsoleLayout } from '@/features/admin/components/desktop/console-layout';
import { DashboardView } from '@/features/admin/components/desktop/dashboard-view';
import { ApplicationsView } from '@/features/admin/components/desktop/applications-view';
import { UsersView } from '@/features/admin/components/desktop/users-view';
import { MoneyView } from '@/features/admin/components/desktop/money-view';
import { TradeView } from '@/features/admin/components/desktop/trade-view';
import { InspectionsView } from '@/features/admin/components/desktop/inspections-view';
import { CompanyVerifyView } from '@/features/admin/components/desktop/company-verify-view';
import { DisputesView } from '@/features/admin/components/desktop/disputes-view';
import { AuditView } from '@/features/admin/components/desktop/audit-view';
import { AnnouncementsView } from '@/features/admin/components/desktop/announcements-view';
import { NotifyView } from '@/features/admin/components/desktop/notify-view';
import { ContentView } from '@/features/admin/components/desktop/content-view';
import { ImageUploader } from '@/features/uploads/components/desktop/image-uploader';
import { Result } from 'antd';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/components/desktop/use-document-title';

/**
 * The operator console's pages (/pc/admin/…): one lazy chunk (plus the chart's), routed here with descendant
 * routes so nothing of it is in the desktop route table's chunks.
 */
export default function Console() {
  const name = useSession((s) => s.details?.nick_name || s.user?.nick_name || s.user?.mobile || '');
  useDocumentTitle('运营后台');
  return (
    <ConsoleLayout operatorName={name}>
      <Routes>
        <Route index element={<DashboardView />} />
        <Route path="applications" element={<ApplicationsView />} />
        <Route path="users" element={<UsersView />} />
        <Route path="money" element={<MoneyView />} />
        <Route path="trade" element={<TradeView />} />
        <Route path="inspections" element={<InspectionsView />} />
        <Route path="company" element={<CompanyVerifyView />} />
        <Route path="disputes" element={<DisputesView />} />
        <Route path="announcements" element={<AnnouncementsView />} />
        <Route path="notify" element={<NotifyView />} />
        <Route path="audit" element={<AuditView />} />
        <Route path="content" element={<ContentView Uploader={ImageUploader} />} />
        <Route path="*" element={<Result status="404" title="页面不存在" subTitle="运营后台没有这个页面" />} />
      </Routes>
    </ConsoleLayout>
  );
}
