import { Button, Result } from 'antd';
import { useAppNavigate } from '@/lib/use-app-navigate';

export function NotFoundPage() {
  const navigate = useAppNavigate();
  return (
    <div className="pc-container" style={{ paddingTop: 64, paddingBottom: 64 }}>
      <div className="pc-card">
        <Result
          status="404"
          title="页面不存在"
          subTitle="您访问的页面不存在或已被移除"
          extra={
            <Button type="primary" onClick={() => navigate('/pc')}>
              返回首页
            </Button>
          }
        />
      </div>
    </div>
  );
}
