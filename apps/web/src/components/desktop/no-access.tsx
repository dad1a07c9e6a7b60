import { Button, Result } from 'antd';

/** A page for one role opened by another: a clear 403 message and a way back (never a crash, never an empty list). */
export function NoAccess({ title, text, onBack }: { title: string; text: string; onBack: () => void }) {
  return (
    <section className="pc-card" data-testid="no-access">
      <Result
        status="403"
        title={title}
        subTitle={text}
        extra={
          <Button type="primary" onClick={onBack}>
            返回个人中心
          </Button>
        }
      />
    </section>
  );
}
