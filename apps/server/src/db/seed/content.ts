/**
 * Demo banners, navigation, shortcuts, news and dictionaries. `{slug}` in a url is replaced by
 * that category's id when seeding. Art is drawn by scripts/generate-demo-images.ts.
 */

export interface BannerArt {
  file: string;
  width: number;
  height: number;
  title: string;
  subtitle: string;
  tag: string;
  from: string;
  to: string;
}

const art = (file: string, width: number, height: number, title: string, subtitle: string, tag: string, from: string, to: string): BannerArt => ({
  file, width, height, title, subtitle, tag, from, to,
});

/** Carousel and ad pictures: mobile 750x300, desktop 1480x400. */
export const BANNER_ART: BannerArt[] = [
  art('m-home-1', 750, 300, 'DDR5 现货专场', '原厂原装 · 深圳/香港交货 · 当天报价', '现货', '#0b3d91', '#1677ff'),
  art('m-home-2', 750, 300, '担保交易 验货放款', '买家货款平台冻结，验货通过再放款', '担保', '#0f5132', '#20c997'),
  art('m-home-3', 750, 300, '一键发布求购', '谈判人 7×24 小时跟单，快速匹配货源', '求购', '#7a1f00', '#fa8c16'),
  art('m-home-4', 750, 300, 'eMMC / UFS 嵌入式专区', '三星 铠侠 江波龙 · 原装现货', '嵌入式', '#3b0a73', '#9254de'),
  art('m-source-1', 750, 300, '货源大厅', '海量现货 实时更新 · DRAM / NAND / SSD', '货源', '#063970', '#13c2c2'),
  art('m-source-2', 750, 300, '晶圆与白片专区', 'NAND 晶圆 · DRAM 晶圆 · 降级片', '晶圆', '#2f1c6a', '#597ef7'),
  art('m-buy-1', 750, 300, '求购大厅', '发布目标价与数量，供应商主动报价', '求购', '#7c2d12', '#f97316'),
  art('m-buy-2', 750, 300, 'BOM 配单服务', '上传清单，谈判人帮你逐项询价', '配单', '#134e4a', '#14b8a6'),
  art('m-home-ad', 750, 200, '存储行情周报', '每周一发布 DRAM / NAND 价格走势', '行情', '#111827', '#2563eb'),
  art('pc-home-1', 1480, 400, '存储芯片 B2B 交易平台', 'DRAM · NAND Flash · 嵌入式存储 · 内存条 · SSD', 'MTS', '#0a1f44', '#1677ff'),
  art('pc-home-2', 1480, 400, '担保交易 验货放款', '货款平台冻结 · 专业验货 · 纠纷有据可查', '担保', '#0b3b2e', '#16a34a'),
  art('pc-home-3', 1480, 400, 'DDR5 / LPDDR5X 新品现货', '三星 海力士 美光 长鑫 · 深圳香港双地交货', '新品', '#3a0ca3', '#4895ef'),
  art('pc-home-ad-1', 1480, 160, '谈判人招募中', '熟悉存储行业？申请成为谈判人，抢单赚佣金', '招募', '#7c2d12', '#ea580c'),
  art('pc-home-ad-2', 1480, 160, '企业级 SSD 专场', 'PM9A3 · PM893 · CD6 · 5300 PRO 批量供应', '企业级', '#0f172a', '#0ea5e9'),
  art('pc-source-1', 1480, 300, '货源大厅', '实时现货 · 按型号、品牌、批号快速筛选', '货源', '#063970', '#13c2c2'),
  art('pc-buy-1', 1480, 300, '求购大厅', '发布目标价，供应商主动报价', '求购', '#7c2d12', '#f97316'),
];

export interface BannerDef {
  which: 1 | 2;
  type: 1 | 2 | 4 | 5;
  position: 'HOME' | 'LAYOUT' | 'CLUE_SOURCE' | 'CLUE_BUY';
  title: string;
  text?: string;
  remark?: string;
  image?: string;
  imgUrl?: string;
  activeImgUrl?: string;
  url?: string;
  path?: string;
}

const banner = (file: string) => `/static/demo/banner/${file}.webp`;
const tab = (name: string) => `/static/demo/tab/${name}.webp`;
const tabActive = (name: string) => `/static/demo/tab/${name}-active.webp`;

export const BANNERS: BannerDef[] = [
  // Mobile (which 2)
  { which: 2, type: 1, position: 'LAYOUT', title: 'MTS 存储芯片交易', image: '/static/demo/logo.svg', imgUrl: '/static/demo/logo.svg', url: '/home' },
  { which: 2, type: 2, position: 'HOME', title: 'DDR5 现货专场', image: banner('m-home-1'), url: '/searchlist?categoryId={ddr5}' },
  { which: 2, type: 2, position: 'HOME', title: '担保交易 验货放款', image: banner('m-home-2'), url: '/clue?active=0' },
  { which: 2, type: 2, position: 'HOME', title: '一键发布求购', image: banner('m-home-3'), url: '/source/publish' },
  { which: 2, type: 2, position: 'HOME', title: 'eMMC / UFS 嵌入式专区', image: banner('m-home-4'), url: '/searchlist?categoryId={embedded}' },
  { which: 2, type: 4, position: 'HOME', title: '存储行情周报', image: banner('m-home-ad'), url: '/clue?active=0' },
  { which: 2, type: 2, position: 'CLUE_SOURCE', title: '货源大厅', image: banner('m-source-1'), url: '/clue?active=0' },
  { which: 2, type: 4, position: 'CLUE_SOURCE', title: '晶圆与白片专区', image: banner('m-source-2'), url: '/searchlist?categoryId={wafer}' },
  { which: 2, type: 2, position: 'CLUE_BUY', title: '求购大厅', image: banner('m-buy-1'), url: '/clue?active=1' },
  { which: 2, type: 4, position: 'CLUE_BUY', title: 'BOM 配单服务', image: banner('m-buy-2'), url: '/source/publish' },
  // Mobile tab bar: five items, the third is the raised centre button.
  { which: 2, type: 5, position: 'LAYOUT', title: '首页', text: '首页', imgUrl: tab('home'), activeImgUrl: tabActive('home'), url: '/home', path: '/home' },
  { which: 2, type: 5, position: 'LAYOUT', title: '分类', text: '分类', imgUrl: tab('category'), activeImgUrl: tabActive('category'), url: '/category', path: '/category' },
  { which: 2, type: 5, position: 'LAYOUT', title: '发布', text: '发布', imgUrl: tab('publish'), activeImgUrl: tabActive('publish'), url: '/source/publish', path: '/source/publish', remark: 'center' },
  { which: 2, type: 5, position: 'LAYOUT', title: '供求', text: '供求', imgUrl: tab('clue'), activeImgUrl: tabActive('clue'), url: '/clue', path: '/clue' },
  { which: 2, type: 5, position: 'LAYOUT', title: '我的', text: '我的', imgUrl: tab('user'), activeImgUrl: tabActive('user'), url: '/user', path: '/user' },
  // Desktop (which 1)
  { which: 1, type: 1, position: 'LAYOUT', title: 'MTS 存储芯片交易', image: '/static/demo/logo.svg', imgUrl: '/static/demo/logo.svg', url: '/pc/home' },
  { which: 1, type: 5, position: 'LAYOUT', title: '首页', text: '首页', url: '/pc/home', path: '/pc/home' },
  { which: 1, type: 5, position: 'LAYOUT', title: '供求信息', text: '供求信息', url: '/pc/clue', path: '/pc/clue' },
  { which: 1, type: 5, position: 'LAYOUT', title: '行情', text: '行情', url: '/pc/market', path: '/pc/market' },
  { which: 1, type: 5, position: 'LAYOUT', title: '分类', text: '分类', url: '/pc/category', path: '/pc/category' },
  { which: 1, type: 5, position: 'LAYOUT', title: '个人中心', text: '个人中心', url: '/pc/user', path: '/pc/user' },
  { which: 1, type: 2, position: 'HOME', title: '存储芯片 B2B 交易平台', image: banner('pc-home-1'), url: '/pc/clue' },
  { which: 1, type: 2, position: 'HOME', title: '担保交易 验货放款', image: banner('pc-home-2'), url: '/pc/clue?active=0' },
  { which: 1, type: 2, position: 'HOME', title: 'DDR5 / LPDDR5X 新品现货', image: banner('pc-home-3'), url: '/pc/searchlist?categoryId={ddr5}' },
  { which: 1, type: 4, position: 'HOME', title: '谈判人招募中', image: banner('pc-home-ad-1'), url: '/pc/applybroker' },
  { which: 1, type: 4, position: 'HOME', title: '企业级 SSD 专场', image: banner('pc-home-ad-2'), url: '/pc/searchlist?categoryId={ssd}' },
  { which: 1, type: 2, position: 'CLUE_SOURCE', title: '货源大厅', image: banner('pc-source-1'), url: '/pc/clue?active=0' },
  { which: 1, type: 2, position: 'CLUE_BUY', title: '求购大厅', image: banner('pc-buy-1'), url: '/pc/clue?active=1' },
];

export interface ShortcutDef {
  title: string;
  icon: string;
  glyph: string;
  hue: number;
  url: string;
}

const sc = (title: string, icon: string, glyph: string, hue: number, url: string): ShortcutDef => ({ title, icon, glyph, hue, url });

/** Shortcut icons: the art file is /static/demo/shortcut/{icon}.webp (drawn from the .svg beside it). */
export const SHORTCUTS = {
  mobileHome: [
    // BOM配单 (issue 24) leads the grid, then 行情 (issue 25); 晶圆 and LPDDR stay in the 货源 grid and the categories
    // (the home keeps two rows of five; a shortcut is data, so the phone home's script does not grow).
    sc('BOM配单', 'bom', 'BOM', 200, '/bom'),
    sc('行情', 'market', '行情', 352, '/market'),
    sc('DDR4', 'ddr4', 'DDR4', 215, '/searchlist?categoryId={ddr4}'),
    sc('DDR5', 'ddr5', 'DDR5', 230, '/searchlist?categoryId={ddr5}'),
    sc('eMMC', 'emmc', 'eMMC', 25, '/searchlist?categoryId={emmc}'),
    sc('UFS', 'ufs', 'UFS', 10, '/searchlist?categoryId={ufs}'),
    sc('内存条', 'module', 'DIMM', 125, '/searchlist?categoryId={module}'),
    sc('SSD', 'ssd', 'SSD', 350, '/searchlist?categoryId={ssd}'),
    sc('NAND', 'nand', 'NAND', 165, '/searchlist?categoryId={nand}'),
    sc('长鑫', 'cxmt', '长鑫', 15, '/searchlist?keyword=长鑫'),
  ],
  pcHome: [
    sc('BOM配单', 'bom', 'BOM', 200, '/pc/bom'),
    sc('行情', 'market', '行情', 352, '/pc/market'),
    sc('DDR4', 'ddr4', 'DDR4', 215, '/pc/searchlist?categoryId={ddr4}'),
    sc('DDR5', 'ddr5', 'DDR5', 230, '/pc/searchlist?categoryId={ddr5}'),
    sc('LPDDR4/4X', 'lpddr', 'LP4X', 245, '/pc/searchlist?categoryId={lpddr4}'),
    sc('eMMC', 'emmc', 'eMMC', 25, '/pc/searchlist?categoryId={emmc}'),
    sc('UFS', 'ufs', 'UFS', 10, '/pc/searchlist?categoryId={ufs}'),
    sc('NAND Flash', 'nand', 'NAND', 165, '/pc/searchlist?categoryId={nand}'),
    sc('SPI NOR', 'spi-nor', 'NOR', 45, '/pc/searchlist?categoryId={spi-nor}'),
    sc('内存条', 'module', 'DIMM', 125, '/pc/searchlist?categoryId={module}'),
    sc('企业级SSD', 'ssd', 'SSD', 350, '/pc/searchlist?categoryId={u2-enterprise}'),
    sc('晶圆', 'wafer', '晶圆', 275, '/pc/searchlist?categoryId={wafer}'),
    sc('存储卡', 'card', 'TF', 45, '/pc/searchlist?categoryId={card}'),
    sc('长鑫', 'cxmt', '长鑫', 15, '/pc/searchlist?keyword=长鑫'),
  ],
  clueSource: [
    sc('DRAM现货', 'ddr4', 'DRAM', 215, '/searchlist?type=1&categoryId={dram}'),
    sc('闪存现货', 'nand', 'NAND', 165, '/searchlist?type=1&categoryId={nand}'),
    sc('嵌入式', 'emmc', 'eMMC', 25, '/searchlist?type=1&categoryId={embedded}'),
    sc('内存条', 'module', 'DIMM', 125, '/searchlist?type=1&categoryId={module}'),
    sc('固态硬盘', 'ssd', 'SSD', 350, '/searchlist?type=1&categoryId={ssd}'),
    sc('晶圆', 'wafer', '晶圆', 275, '/searchlist?type=1&categoryId={wafer}'),
    sc('存储卡', 'card', 'TF', 45, '/searchlist?type=1&categoryId={card}'),
    sc('发布货源', 'publish', '发布', 210, '/source/publish'),
  ],
  clueBuy: [
    sc('发布求购', 'publish', '发布', 210, '/source/publish?type=2'),
    sc('求购DRAM', 'ddr4', 'DRAM', 215, '/searchlist?type=2&categoryId={dram}'),
    sc('求购闪存', 'nand', 'NAND', 165, '/searchlist?type=2&categoryId={nand}'),
    sc('求购嵌入式', 'emmc', 'eMMC', 25, '/searchlist?type=2&categoryId={embedded}'),
    sc('求购内存条', 'module', 'DIMM', 125, '/searchlist?type=2&categoryId={module}'),
    sc('求购SSD', 'ssd', 'SSD', 350, '/searchlist?type=2&categoryId={ssd}'),
  ],
};

export const DICTS: Record<string, [label: string, value: string][]> = {
  hot_search: [
    ['DDR4', 'DDR4'], ['K4A8G165', 'K4A8G165'], ['三星', '三星'], ['eMMC', 'eMMC'], ['内存条', '内存条'],
    ['SSD', 'SSD'], ['长鑫', '长鑫'], ['DDR5', 'DDR5'], ['UFS', 'UFS'], ['W25Q128', 'W25Q128'],
  ],
  goods_condition: [['原装', '原装'], ['原包', '原包'], ['散新', '散新'], ['拆机', '拆机'], ['翻新', '翻新'], ['eTT', 'eTT'], ['白片', '白片'], ['全新', '全新']],
  price_unit: [['人民币 ¥', '0'], ['美元 $', '10']],
  delivery_place: [['深圳', '深圳'], ['香港', '香港'], ['上海', '上海'], ['苏州', '苏州']],
  package: [
    ['FBGA78', 'FBGA78'], ['FBGA82', 'FBGA82'], ['FBGA96', 'FBGA96'], ['FBGA102', 'FBGA102'], ['FBGA200', 'FBGA200'],
    ['BGA132', 'BGA132'], ['BGA153', 'BGA153'], ['FBGA254', 'FBGA254'], ['TSOP48', 'TSOP48'], ['SOIC-8', 'SOIC-8'], ['WSON-8', 'WSON-8'],
  ],
  stock_type: [['现货', '现货'], ['期货', '期货']],
  packing: [['Tray', 'Tray'], ['卷带', '卷带'], ['整箱', '整箱'], ['散装', '散装']],
};

export interface NewsDef {
  title: string;
  tag: string;
  summary: string;
  content: string;
  hue: number;
  daysAgo: number;
}

const n = (title: string, tag: string, hue: number, daysAgo: number, summary: string, paragraphs: string[]): NewsDef => ({
  title, tag, hue, daysAgo, summary, content: paragraphs.join('\n\n'),
});

/** Industry news (demo text: figures are illustrative). */
export const NEWS: NewsDef[] = [
  n('DRAM 价格周报：DDR4 颗粒现货价连续三周走高', '价格周报', 215, 1, 'DDR4 8Gb 颗粒现货均价本周上涨约 3%，原厂减产效应持续显现。', [
    '本周 DDR4 8Gb (1Gx8) 3200 颗粒现货均价较上周上涨约 3%，16Gb 颗粒涨幅略小。深圳现货市场询价明显增多，部分贸易商惜售。',
    'DDR5 16Gb 4800 颗粒价格基本持平，服务器模组需求仍是主要支撑。渠道普遍预计下周 DDR4 仍有小幅上行空间。',
    '（演示数据，价格仅供参考。）',
  ]),
  n('NAND 合约价：三季度 TLC 晶圆合约价预计上调 5%–10%', '合约价', 165, 2, '原厂控制稼动率，TLC 晶圆与 eMMC/UFS 合约价有望继续上调。', [
    '据渠道调研，三季度 512Gb TLC 晶圆合约价预计上调 5%–10%，QLC 晶圆涨幅相近。原厂继续控制稼动率，库存水位回落至健康区间。',
    '嵌入式方面，eMMC 与 UFS 合约价同步上调，手机与平板客户提前备货。',
    '（演示数据，价格仅供参考。）',
  ]),
  n('长鑫存储 DDR5 颗粒批量出货，国产替代加速', '原厂动态', 15, 3, 'CXMT DDR5 16Gb 颗粒进入主流模组厂供应链，交期缩短至 4–6 周。', [
    '长鑫存储 DDR5 16Gb 颗粒已批量供货主流模组厂，国内 PC 与服务器客户导入进度加快。',
    '渠道反馈 CXMT DDR4 8Gb 颗粒现货充足，价格较国际品牌低 8%–12%，适合对成本敏感的消费类项目。',
  ]),
  n('eMMC 市场观察：64GB 需求回暖，8GB 小容量持续缩量', '市场分析', 25, 4, '工控、车载与电视客户拉动 64GB eMMC 需求，小容量料号逐步停产。', [
    '64GB eMMC 5.1 在工控、车载与电视领域需求回暖，江波龙、三星料号询价活跃。',
    '8GB 与 16GB 小容量 eMMC 原厂逐步 EOL，建议终端客户提前安排最后采购 (LTB)。',
  ]),
  n('SSD 行情：企业级 SATA SSD 交期拉长至 8 周', '价格周报', 350, 5, 'PM893、5300 PRO 等企业级 SATA 料号供应偏紧，价格小幅上涨。', [
    '受 AI 服务器建设带动，企业级 SSD 需求旺盛。PM893 960GB 与 1.92TB 交期普遍拉长至 8 周左右。',
    '消费级 NVMe M.2 价格相对平稳，1TB 主流产品周涨幅约 1%。',
  ]),
  n('平台公告：担保交易全面上线，验货通过再放款', '平台公告', 210, 6, '买家货款由平台冻结，验货通过后释放给卖家，纠纷有据可查。', [
    'MTS 担保交易现已全面上线：买家付款后资金由平台冻结，验货员核对丝印、批号、数量与功能，验货通过后放款给卖家。',
    '验货报告（照片与结论）随订单保存，可作为纠纷处理依据。',
  ]),
  n('HBM 扩产挤占产能，标准型 DRAM 供应趋紧', '市场分析', 245, 8, '原厂将更多产能转向 HBM，标准型 DDR4/DDR5 供给增长放缓。', [
    '主要 DRAM 原厂持续扩充 HBM 产能，标准型 DRAM 晶圆投片增长有限。',
    '分析认为，DDR4 在原厂逐步停产背景下，现货价格波动将加大，建议按需分批备货。',
  ]),
  n('LPDDR4X 行情：32Gb 颗粒价格企稳', '价格周报', 235, 9, '手机与平板备货节奏放缓，LPDDR4X 32Gb 现货价格本周持平。', [
    'LPDDR4X 32Gb 4266 颗粒现货价格本周与上周持平，CXMT 与三星料号报价差距收窄。',
    'LPDDR5/5X 在旗舰机型中渗透率继续提升。',
  ]),
  n('SPI NOR Flash：工控订单回暖，128Mb 现货走俏', '市场分析', 45, 11, 'W25Q128 等 128Mb 料号卷带现货需求增加。', [
    '工控与网通客户订单回暖，128Mb SPI NOR 卷带现货询价明显增多，华邦 W25Q128JVSIQ 为热门料号。',
    '256Mb 以上容量交期相对稳定。',
  ]),
  n('内存条市场：DDR5 RDIMM 32GB 成服务器主力', '市场分析', 125, 13, 'DDR5 RDIMM 32GB 4800 出货占比超过一半，DDR4 RDIMM 需求下滑。', [
    '服务器平台切换带动 DDR5 RDIMM 需求，32GB 4800 2Rx8 成为主流规格。',
    'DDR4 RDIMM 拆机条在二手市场流通量增加，价格持续走低。',
  ]),
  n('如何读懂存储芯片批号 (D/C)？', '行业知识', 275, 16, '批号 2336 表示 2023 年第 36 周生产；24+ 表示 2024 年或更新。', [
    '存储芯片丝印中的批号 (Date Code) 通常为四位数字：前两位为年份，后两位为周数。例如 2336 表示 2023 年第 36 周。',
    '贸易中常见的 “24+” 表示 2024 年或更新批次，报价时应与客户确认具体批号要求。',
  ]),
  n('成色术语解析：原装、原包、散新、拆机、翻新', '行业知识', 160, 20, '不同成色对应不同价格区间，下单前务必确认。', [
    '原装：原厂生产、未经使用；原包：原厂包装未拆封；散新：未使用但已拆包；拆机：从设备上拆下的旧料；翻新：经过重新植球或打磨的物料。',
    'eTT 与白片为原厂测试降级品，适用于对可靠性要求较低的场合。',
  ]),
  n('香港交货与深圳交货有什么区别？', '行业知识', 195, 24, '香港交货多以美元报价、不含税；深圳交货多以人民币含 13% 增值税报价。', [
    '香港交货通常以美元 ($) 报价、不含税，适合有境外账户的客户；深圳交货多以人民币 (¥) 报价，含 13% 增值税并可开专票。',
    '比较报价时请统一币种与税点。',
  ]),
];
