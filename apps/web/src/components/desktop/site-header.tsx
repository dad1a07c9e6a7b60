import type { ReactNode } from 'react';

export type HeaderVariant = 'light' | 'transparent' | 'dark';

type Props = {
  variant: HeaderVariant;
  /** After 80 px of scroll: smaller, solid, with a shadow. */
  compact: boolean;
  logo: ReactNode;
  nav: ReactNode;
  extra?: ReactNode;
  /** 登录/注册, or the logged-in user's corner. */
  account?: ReactNode;
};

/** The desktop site header frame; the route meta picks the variant, the layout fills the slots. */
export function SiteHeader({ variant, compact, logo, nav, extra, account }: Props) {
  const className = ['pc-header', `is-${variant}`, compact ? 'is-compact' : ''].filter(Boolean).join(' ');
  return (
    <header className={className} data-testid="site-header">
      <div className="pc-container pc-header-inner">
        {logo}
        <div className="pc-header-nav">{nav}</div>
        {extra ? <div className="pc-header-extra">{extra}</div> : null}
        {account ? <div className="pc-header-extra">{account}</div> : null}
      </div>
    </header>
  );
}
