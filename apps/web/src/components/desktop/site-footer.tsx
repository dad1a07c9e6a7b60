import { Link } from 'react-router';

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
  {
    title: '联系我们',
    links: [{ text: '客服热线：400-800-2026' }, { text: '邮箱：service@mts-chip.cn' }, { text: '工作时间：周一至周六 9:00-18:00' }, { text: '地址：深圳市福田区华强北路' }],
  },
];

export const ICP_RECORD = '粤ICP备2026000000号-1';

export function SiteFooter() {
  return (
    <footer className="pc-footer" data-testid="site-footer">
      <div className="pc-container pc-footer-top">
        <div className="pc-footer-brand">
          <h3>MTS 存储交易平台</h3>
          <p>DRAM、NAND Flash、eMMC/UFS、内存条与 SSD 的现货与求购撮合平台。</p>
          <p>担保交易 · 专业验货 · 谈判人全程跟单</p>
        </div>
        {COLUMNS.map((col) => (
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
        <span>© 2026 MTS 存储交易平台 版权所有 · 页面价格为演示数据</span>
        <a href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer">
          {ICP_RECORD}
        </a>
      </div>
    </footer>
  );
}
