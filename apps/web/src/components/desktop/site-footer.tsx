import { Link } from 'react-router';
import { AGREEMENT_PATHS } from '@mts/shared/constants';
import type { SiteConfig } from '@mts/shared/schemas';

type FooterLink = { text: string; to?: string };

/** Link columns: links only where a real page exists, the rest is plain information. */
const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: '关于我们',
    links: [{ text: '先搜服务', to: '/pc' }, { text: '平台介绍：存储芯片 B2B 交易' }, { text: '深圳 · 香港 双地交付' }, { text: '服务存储芯片产业链' }],
  },
  {
    title: '交易保障',
    links: [{ text: '担保交易：货款由平台冻结' }, { text: '验货通过后放款' }, { text: '支持增值税专票/普票' }, { text: '原厂标识与批号核验' }],
  },
  {
    title: '帮助中心',
    links: [
      { text: '供求信息', to: '/pc/clue' },
      { text: '商品分类', to: '/pc/category' },
      { text: '型号搜索', to: '/pc/search' },
      { text: '交易首页', to: '/pc/home' },
    ],
  },
];

/** 联系我们: the configured service phone and email, then the fixed lines; the agreements. */
const contactColumn = (site: SiteConfig): { title: string; links: FooterLink[] } => ({
  title: '联系我们',
  links: [
    ...(site.servicePhone ? [{ text: `客服热线：${site.servicePhone}` }] : []),
    ...(site.serviceEmail ? [{ text: `邮箱：${site.serviceEmail}` }] : []),
    { text: '工作时间：周一至周六 9:00-18:00' },
    { text: '用户协议', to: `/pc${AGREEMENT_PATHS.user}` },
    { text: '隐私政策', to: `/pc${AGREEMENT_PATHS.privacy}` },
  ],
});

/** The site footer: the name, ICP record and contacts come from the site configuration (GET /site/config), given by the layout. */
export function SiteFooter({ site }: { site: SiteConfig }) {
  return (
    <footer className="pc-footer" data-testid="site-footer">
      <div className="pc-container pc-footer-top">
        <div className="pc-footer-brand">
          <h3>{site.siteName}</h3>
          <p>DRAM、NAND Flash、eMMC/UFS、内存条与 SSD 的现货与求购撮合平台。</p>
          <p>担保交易 · 专业验货 · 谈判人全程跟单</p>
        </div>
        {[...COLUMNS, contactColumn(site)].map((col) => (
          <div className="pc-footer-col" key={col.title}>
            <h4>{col.title}</h4>
            <ul>
              {col.links.map((link) => (
                <li key={link.text}>{link.to ? <Link to={link.to}>{link.text}</Link> : link.text}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="pc-container pc-footer-bottom">
        <span>© 2026 {site.siteName} 版权所有 · 页面价格为演示数据</span>
        {site.icpRecord ? (
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer" data-testid="icp-record">
            {site.icpRecord}
          </a>
        ) : null}
      </div>
    </footer>
  );
}
