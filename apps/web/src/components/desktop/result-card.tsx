import { Button, Result, type ResultProps } from 'antd';

/** A way on from a result; a hidden one is left out. */
export type ResultAction = { key: string; text: string; onClick: () => void; primary?: boolean; hidden?: boolean };

type ResultCardProps = {
  /** The page's own class beside pc-container (pc-publish, pc-detail …). */
  className?: string;
  testId?: string;
  status: ResultProps['status'];
  title: string;
  subTitle?: string;
  actions: ResultAction[];
  /** Inside a layout that already sets the width (the user centre): the card alone, without pc-container. */
  bare?: boolean;
};

/** A desktop page that is only a result (done, not found, not allowed): antd's Result in a card, with its buttons. */
export function ResultCard({ className, testId, status, title, subTitle, actions, bare = false }: ResultCardProps) {
  const card = (
    <section className="pc-card" data-testid={testId}>
      <Result
        status={status}
        title={title}
        subTitle={subTitle}
        extra={actions
          .filter((a) => !a.hidden)
          .map((a) => (
            <Button key={a.key} type={a.primary ? 'primary' : undefined} onClick={a.onClick}>
              {a.text}
            </Button>
          ))}
      />
    </section>
  );
  return bare ? card : <div className={className ? `pc-container ${className}` : 'pc-container'}>{card}</div>;
}
