/**
 * The demo catalogue of the memory and flash trade (docs: /work/shared/domain/memory-market.md).
 * Shared by the seed and by scripts/generate-demo-images.ts, so every picture the data names exists.
 */

export type Form = 'bga' | 'tsop' | 'soic' | 'dimm' | 'sodimm' | 'm2' | 'ssd25' | 'card' | 'usb' | 'wafer';

export interface CategoryDef {
  slug: string;
  name: string;
  /** Short text drawn on the category icon. */
  glyph: string;
  hue: number;
  children?: CategoryDef[];
}

export const CATEGORY_TREE: CategoryDef[] = [
  {
    slug: 'dram', name: 'DRAM颗粒', glyph: 'DRAM', hue: 215,
    children: [
      { slug: 'ddr4', name: 'DDR4', glyph: 'DDR4', hue: 215 },
      { slug: 'ddr5', name: 'DDR5', glyph: 'DDR5', hue: 225 },
      { slug: 'ddr3', name: 'DDR3/DDR3L', glyph: 'DDR3', hue: 205 },
      { slug: 'lpddr4', name: 'LPDDR4/4X', glyph: 'LP4X', hue: 235 },
      { slug: 'lpddr5', name: 'LPDDR5/5X', glyph: 'LP5X', hue: 245 },
      { slug: 'gddr6', name: 'GDDR6', glyph: 'GDDR6', hue: 195 },
    ],
  },
  {
    slug: 'nand', name: 'NAND Flash颗粒', glyph: 'NAND', hue: 160,
    children: [
      { slug: 'slc', name: 'SLC', glyph: 'SLC', hue: 150 },
      { slug: 'mlc', name: 'MLC', glyph: 'MLC', hue: 160 },
      { slug: 'tlc', name: 'TLC', glyph: 'TLC', hue: 170 },
      { slug: 'qlc', name: 'QLC', glyph: 'QLC', hue: 180 },
      { slug: 'spi-nand', name: 'SPI NAND', glyph: 'SPI', hue: 140 },
    ],
  },
  {
    slug: 'wafer', name: '晶圆', glyph: '晶圆', hue: 275,
    children: [
      { slug: 'nand-wafer', name: 'NAND 晶圆', glyph: 'NAND', hue: 270 },
      { slug: 'dram-wafer', name: 'DRAM 晶圆', glyph: 'DRAM', hue: 285 },
      { slug: 'downgrade', name: '白片/降级片', glyph: '白片', hue: 300 },
    ],
  },
  {
    slug: 'embedded', name: '嵌入式存储', glyph: 'eMMC', hue: 25,
    children: [
      { slug: 'emmc', name: 'eMMC', glyph: 'eMMC', hue: 25 },
      { slug: 'ufs', name: 'UFS', glyph: 'UFS', hue: 15 },
      { slug: 'emcp', name: 'eMCP/uMCP', glyph: 'eMCP', hue: 35 },
      { slug: 'bga-ssd', name: 'BGA SSD', glyph: 'BGA', hue: 5 },
      { slug: 'spi-nor', name: 'SPI NOR', glyph: 'NOR', hue: 45 },
    ],
  },
  {
    slug: 'module', name: '内存条/内存模组', glyph: '内存条', hue: 125,
    children: [
      { slug: 'udimm', name: 'UDIMM', glyph: 'UDIMM', hue: 120 },
      { slug: 'sodimm', name: 'SODIMM', glyph: 'SO', hue: 110 },
      { slug: 'rdimm', name: 'RDIMM', glyph: 'RDIMM', hue: 130 },
      { slug: 'lrdimm', name: 'LRDIMM', glyph: 'LR', hue: 140 },
    ],
  },
  {
    slug: 'ssd', name: 'SSD固态硬盘', glyph: 'SSD', hue: 350,
    children: [
      { slug: 'sata-consumer', name: '消费级 SATA', glyph: 'SATA', hue: 350 },
      { slug: 'nvme-consumer', name: '消费级 NVMe M.2', glyph: 'M.2', hue: 340 },
      { slug: 'sata-enterprise', name: '企业级 SATA', glyph: 'SATA', hue: 0 },
      { slug: 'u2-enterprise', name: '企业级 U.2/U.3', glyph: 'U.2', hue: 330 },
    ],
  },
  {
    slug: 'card', name: '存储卡/U盘', glyph: 'TF', hue: 45,
    children: [
      { slug: 'microsd', name: 'microSD/TF', glyph: 'TF', hue: 40 },
      { slug: 'sd', name: 'SD', glyph: 'SD', hue: 50 },
      { slug: 'usb-module', name: 'U盘模组', glyph: 'USB', hue: 55 },
      { slug: 'portable-ssd', name: '移动SSD', glyph: 'PSSD', hue: 30 },
    ],
  },
];

export interface BrandDef {
  slug: string;
  name: string;
  nameEn: string;
  aliases: string[];
  hue: number;
}

export const BRANDS: BrandDef[] = [
  { slug: 'samsung', name: '三星', nameEn: 'Samsung', aliases: ['SAMSUNG', 'SEC', '三星电子'], hue: 222 },
  { slug: 'skhynix', name: '海力士', nameEn: 'SK hynix', aliases: ['Hynix', 'SKhynix', 'SK海力士'], hue: 0 },
  { slug: 'micron', name: '美光', nameEn: 'Micron', aliases: ['MT', 'Crucial', '镁光'], hue: 200 },
  { slug: 'kioxia', name: '铠侠', nameEn: 'Kioxia', aliases: ['Toshiba', '东芝', 'KIOXIA'], hue: 330 },
  { slug: 'sandisk', name: '闪迪', nameEn: 'SanDisk', aliases: ['WD', 'Western Digital', '西部数据'], hue: 355 },
  { slug: 'ymtc', name: '长江存储', nameEn: 'YMTC', aliases: ['长存', '致态', 'ZhiTai'], hue: 210 },
  { slug: 'cxmt', name: '长鑫存储', nameEn: 'CXMT', aliases: ['长鑫', 'ChangXin'], hue: 15 },
  { slug: 'nanya', name: '南亚', nameEn: 'Nanya', aliases: ['南亚科技', 'NTC'], hue: 190 },
  { slug: 'winbond', name: '华邦', nameEn: 'Winbond', aliases: ['华邦电子', 'WB'], hue: 265 },
  { slug: 'foresee', name: '江波龙', nameEn: 'FORESEE', aliases: ['Longsys', '江波龙电子'], hue: 145 },
];

/** A part the market trades: one or more listings are generated from it. Prices in yuan per piece. */
export interface PartDef {
  model: string;
  brand: string;
  category: string;
  spec: string;
  pkg: string;
  /** Typical price in yuan per piece. */
  cny: number;
  form: Form;
}

const p = (model: string, brand: string, category: string, spec: string, pkg: string, cny: number, form: Form): PartDef => ({
  model, brand, category, spec, pkg, cny, form,
});

export const PARTS: PartDef[] = [
  // DDR4
  p('K4A8G165WC-BCTD', 'samsung', 'ddr4', '8Gb x16 2666', 'FBGA96', 95, 'bga'),
  p('K4A8G165WC-BCWE', 'samsung', 'ddr4', '8Gb x16 3200', 'FBGA96', 99, 'bga'),
  p('K4AAG165WA-BCWE', 'samsung', 'ddr4', '16Gb x16 3200', 'FBGA96', 188, 'bga'),
  p('K4A4G165WF-BCTD', 'samsung', 'ddr4', '4Gb x16 2666', 'FBGA96', 52, 'bga'),
  p('H5AN8G6NDJR-XNC', 'skhynix', 'ddr4', '8Gb x16 3200', 'FBGA96', 99, 'bga'),
  p('H5AN8G6NCJR-VKC', 'skhynix', 'ddr4', '8Gb x16 2666', 'FBGA96', 92, 'bga'),
  p('H5ANAG6NCJR-XNC', 'skhynix', 'ddr4', '16Gb x16 3200', 'FBGA96', 182, 'bga'),
  p('MT40A1G16TB-062E:F', 'micron', 'ddr4', '16Gb x16 3200', 'FBGA96', 186, 'bga'),
  p('MT40A512M16TB-062E:R', 'micron', 'ddr4', '8Gb x16 3200', 'FBGA96', 96, 'bga'),
  p('CXDQ3BFAM-CQ-A', 'cxmt', 'ddr4', '8Gb x16 1.2V 3200', 'FBGA96', 82, 'bga'),
  p('CXDQ3A8AM-WG-A', 'cxmt', 'ddr4', '16Gb x8 3200', 'FBGA78', 158, 'bga'),
  p('NT5AD512M16C4-JR', 'nanya', 'ddr4', '8Gb x16 2666', 'FBGA96', 78, 'bga'),
  p('NT5AD1024M8C3-JR', 'nanya', 'ddr4', '8Gb x8 2666', 'FBGA78', 76, 'bga'),
  // DDR5
  p('K4RAH086VB-BCQK', 'samsung', 'ddr5', '16Gb x8 4800', 'FBGA82', 205, 'bga'),
  p('K4RAH165VB-BCQK', 'samsung', 'ddr5', '16Gb x16 4800', 'FBGA102', 212, 'bga'),
  p('H5CG48AGBDX018N', 'skhynix', 'ddr5', '16Gb x8 4800', 'FBGA82', 200, 'bga'),
  p('MT60B2G8HB-48B:A', 'micron', 'ddr5', '16Gb x8 4800', 'FBGA82', 198, 'bga'),
  p('MT60B1G16HC-48B:A', 'micron', 'ddr5', '16Gb x16 4800', 'FBGA102', 206, 'bga'),
  // DDR3 / DDR3L
  p('K4B4G1646E-BCMA', 'samsung', 'ddr3', '4Gb x16 1866', 'FBGA96', 36, 'bga'),
  p('H5TQ4G63EFR-RDC', 'skhynix', 'ddr3', '4Gb x16 1600', 'FBGA96', 34, 'bga'),
  p('NT5CC256M16ER-EK', 'nanya', 'ddr3', '4Gb x16 DDR3L 1866', 'FBGA96', 33, 'bga'),
  p('W631GG6MB-12', 'winbond', 'ddr3', '1Gb x16 1600', 'WBGA96', 12.5, 'bga'),
  // LPDDR4 / 4X
  p('CXDB5CCBM-MK-A', 'cxmt', 'lpddr4', '32Gb LPDDR4X 3733', 'FBGA200', 190, 'bga'),
  p('K4F6E304HB-MGCJ', 'samsung', 'lpddr4', '16Gb LPDDR4 3733', 'FBGA200', 108, 'bga'),
  p('K4UBE3D4AA-MGCL', 'samsung', 'lpddr4', '32Gb LPDDR4X 4266', 'FBGA200', 205, 'bga'),
  p('H9HCNNNBKUMLXR-NEE', 'skhynix', 'lpddr4', '32Gb LPDDR4X 4266', 'FBGA200', 198, 'bga'),
  p('MT53E1G32D2FW-046 WT:B', 'micron', 'lpddr4', '32Gb LPDDR4X 4266', 'FBGA200', 202, 'bga'),
  p('NT6AN512T32AV-J2', 'nanya', 'lpddr4', '16Gb LPDDR4X 3733', 'FBGA200', 102, 'bga'),
  // LPDDR5 / 5X
  p('K3LK4K40BM-BGCP', 'samsung', 'lpddr5', '64Gb LPDDR5 6400', 'FBGA315', 420, 'bga'),
  p('MT62F1G32D2DS-026 WT:B', 'micron', 'lpddr5', '32Gb LPDDR5 6400', 'FBGA315', 236, 'bga'),
  p('H58G66AK6BX070', 'skhynix', 'lpddr5', '64Gb LPDDR5X 7500', 'FBGA315', 438, 'bga'),
  // GDDR6
  p('K4ZAF325BM-HC14', 'samsung', 'gddr6', '16Gb x32 14Gbps', 'FBGA180', 128, 'bga'),
  p('MT61K256M32JE-14:A', 'micron', 'gddr6', '8Gb x32 14Gbps', 'FBGA180', 68, 'bga'),
  p('H56C8H24AIR-S2C', 'skhynix', 'gddr6', '8Gb x32 14Gbps', 'FBGA180', 66, 'bga'),
  // NAND
  p('MT29F4G08ABADAWP', 'micron', 'slc', '4Gb x8 SLC', 'TSOP48', 28, 'tsop'),
  p('TC58NVG1S3HTA00', 'kioxia', 'slc', '2Gb x8 SLC', 'TSOP48', 19, 'tsop'),
  p('W29N01HVSINA', 'winbond', 'slc', '1Gb x8 SLC', 'TSOP48', 11.8, 'tsop'),
  p('MT29F64G08CBABAWP', 'micron', 'mlc', '64Gb MLC', 'TSOP48', 98, 'tsop'),
  p('K9GBG08U0A-SCB0', 'samsung', 'mlc', '32Gb MLC', 'TSOP48', 56, 'tsop'),
  p('YMN09TC1B1HC6C', 'ymtc', 'tlc', '512Gb 3D TLC X2-9060', 'BGA132', 128, 'bga'),
  p('MT29F1T08EEHAFJ4-3R', 'micron', 'tlc', '1Tb 3D TLC B47R', 'BGA132', 236, 'bga'),
  p('TH58LJT1T24BA8H', 'kioxia', 'tlc', '1Tb BiCS5 TLC', 'BGA132', 228, 'bga'),
  p('MT29F2T08EMLEEJ4-R', 'micron', 'qlc', '2Tb 3D QLC N48R', 'BGA132', 318, 'bga'),
  p('YMN0DQD1B1JC6C', 'ymtc', 'qlc', '1.33Tb 3D QLC X3-6070', 'BGA132', 205, 'bga'),
  p('W25N01GVZEIG', 'winbond', 'spi-nand', '1Gb SPI NAND', 'WSON-8', 9.6, 'soic'),
  p('W25N02KVZEIR', 'winbond', 'spi-nand', '2Gb SPI NAND', 'WSON-8', 15.8, 'soic'),
  // Wafers (per wafer)
  p('X2-9060-512G-WF', 'ymtc', 'nand-wafer', '512Gb TLC 12英寸晶圆', '晶圆', 18500, 'wafer'),
  p('BiCS5-TLC-1T-WF', 'kioxia', 'nand-wafer', '1Tb BiCS5 TLC 晶圆', '晶圆', 21000, 'wafer'),
  p('CXMT-D4-8G-WF', 'cxmt', 'dram-wafer', 'DDR4 8Gb 12英寸晶圆', '晶圆', 26000, 'wafer'),
  p('D4-8G-WHITE', 'cxmt', 'downgrade', 'DDR4 8Gb 白片 x16', 'FBGA96', 38, 'bga'),
  p('NAND-512G-DG', 'ymtc', 'downgrade', '512Gb TLC 降级片', 'BGA132', 62, 'bga'),
  // eMMC
  p('KLMAG1JETD-B041', 'samsung', 'emmc', '16GB eMMC 5.1', 'BGA153', 66, 'bga'),
  p('KLMBG2JETD-B041', 'samsung', 'emmc', '32GB eMMC 5.1', 'BGA153', 88, 'bga'),
  p('SDINBDG4-16G', 'sandisk', 'emmc', '16GB iNAND eMMC 5.1', 'BGA153', 45, 'bga'),
  p('FEMDNN064G-A3A56', 'foresee', 'emmc', '64GB eMMC 5.1', 'FBGA153', 95, 'bga'),
  p('H26M64208EMR', 'skhynix', 'emmc', '32GB eMMC 5.1', 'FBGA153', 86, 'bga'),
  p('MTFC32GAPALBH-IT', 'micron', 'emmc', '32GB eMMC 5.1 工业级', 'BGA153', 118, 'bga'),
  p('THGBMJG6C1LBAIL', 'kioxia', 'emmc', '8GB eMMC 5.1', 'BGA153', 38, 'bga'),
  // UFS
  p('KLUDG4UHDB-B2D1', 'samsung', 'ufs', '128GB UFS 3.1', 'BGA153', 172, 'bga'),
  p('KLUEG8UHDB-C2E1', 'samsung', 'ufs', '256GB UFS 3.1', 'BGA153', 298, 'bga'),
  p('THGAF8T0T43BAIR', 'kioxia', 'ufs', '128GB UFS 2.1', 'BGA153', 120, 'bga'),
  p('H9RS8GAMA2AMAR', 'skhynix', 'ufs', '256GB UFS 4.0', 'BGA153', 336, 'bga'),
  // eMCP / uMCP
  p('KMDX60018M-B425', 'samsung', 'emcp', '64GB+32Gb eMCP', 'FBGA254', 168, 'bga'),
  p('H9HQ16AFAMMDAR-KEM', 'skhynix', 'emcp', '128GB+48Gb uMCP', 'FBGA254', 296, 'bga'),
  // BGA SSD
  p('KBG40ZPZ512G', 'kioxia', 'bga-ssd', '512GB PCIe 3.0 BGA SSD', 'BGA1113', 268, 'bga'),
  p('MZ9LQ256HBHQ-00000', 'samsung', 'bga-ssd', '256GB PCIe 3.0 BGA SSD', 'BGA1113', 165, 'bga'),
  // SPI NOR
  p('W25Q128JVSIQ', 'winbond', 'spi-nor', '128Mb SPI NOR', 'SOIC-8', 2.6, 'soic'),
  p('W25Q64JVSSIQ', 'winbond', 'spi-nor', '64Mb SPI NOR', 'SOIC-8', 1.75, 'soic'),
  p('W25Q256JVEIQ', 'winbond', 'spi-nor', '256Mb SPI NOR', 'WSON-8', 5.2, 'soic'),
  p('MT25QL128ABA1ESE-0SIT', 'micron', 'spi-nor', '128Mb SPI NOR', 'SOIC-8', 4.8, 'soic'),
  // Modules
  p('M378A1K43EB2-CWE', 'samsung', 'udimm', 'DDR4 UDIMM 8GB 3200 1Rx8', '', 168, 'dimm'),
  p('HMA81GU6DJR8N-XN', 'skhynix', 'udimm', 'DDR4 UDIMM 8GB 3200 1Rx8', '', 162, 'dimm'),
  p('M323R2GA3BB0-CQK', 'samsung', 'udimm', 'DDR5 UDIMM 16GB 4800 1Rx8', '', 365, 'dimm'),
  p('M471A1G44AB0-CWE', 'samsung', 'sodimm', 'DDR4 SODIMM 8GB 3200 1Rx16', '', 330, 'sodimm'),
  p('M471A2K43EB1-CWE', 'samsung', 'sodimm', 'DDR4 SODIMM 16GB 3200 1Rx8', '', 318, 'sodimm'),
  p('HMA82GS6DJR8N-XN', 'skhynix', 'sodimm', 'DDR4 SODIMM 16GB 3200 2Rx8', '', 312, 'sodimm'),
  p('MTA8ATF1G64HZ-3G2R1', 'micron', 'sodimm', 'DDR4 SODIMM 8GB 3200 1Rx8', '', 165, 'sodimm'),
  p('M321R4GA3BB6-CQK', 'samsung', 'rdimm', 'DDR5 RDIMM 32GB 4800 2Rx8', '', 4300, 'dimm'),
  p('HMCG88AGBRA190N', 'skhynix', 'rdimm', 'DDR5 RDIMM 32GB 4800 2Rx8', '', 3900, 'dimm'),
  p('M393A4K40EB3-CWE', 'samsung', 'rdimm', 'DDR4 RDIMM 32GB 3200 2Rx4', '', 1180, 'dimm'),
  p('MTC20F2085S1RC48BA1', 'micron', 'rdimm', 'DDR5 RDIMM 32GB 4800 2Rx8', '', 4150, 'dimm'),
  p('M386AAG40AM3-CWE', 'samsung', 'lrdimm', 'DDR4 LRDIMM 128GB 3200 4DRx4', '', 5600, 'dimm'),
  p('HMABAGL7CBR4N-XN', 'skhynix', 'lrdimm', 'DDR4 LRDIMM 128GB 3200 4DRx4', '', 5450, 'dimm'),
  // SSD
  p('MZ-77E1T0BW', 'samsung', 'sata-consumer', '1TB SATA 870 EVO', '2.5英寸', 560, 'ssd25'),
  p('MTFDDAK512TGA-1BC1ZABYY', 'micron', 'sata-consumer', '512GB SATA 2.5', '2.5英寸', 238, 'ssd25'),
  p('ZTSSC512GA-SC001', 'ymtc', 'sata-consumer', '512GB SATA 致态SC001', '2.5英寸', 225, 'ssd25'),
  p('MZVL2512HCJQ-00B00', 'samsung', 'nvme-consumer', '512GB NVMe M.2 PM9A1', 'M.2 2280', 620, 'm2'),
  p('MZVL21T0HCLR-00B00', 'samsung', 'nvme-consumer', '1TB NVMe M.2 PM9A1', 'M.2 2280', 1080, 'm2'),
  p('HFS512GEJ9X101N', 'skhynix', 'nvme-consumer', '512GB NVMe M.2 PC801', 'M.2 2280', 560, 'm2'),
  p('ZTSSDPG3-1T0-TiPlus7100', 'ymtc', 'nvme-consumer', '1TB NVMe M.2 致态TiPlus7100', 'M.2 2280', 489, 'm2'),
  p('MZ7L3960HCJR-00A07', 'samsung', 'sata-enterprise', '960GB SATA enterprise PM893', '2.5英寸', 1150, 'ssd25'),
  p('MZ7L31T9HBLT-00A07', 'samsung', 'sata-enterprise', '1.92TB SATA enterprise PM893', '2.5英寸', 1860, 'ssd25'),
  p('MTFDDAK960TDS-1AW1ZABYY', 'micron', 'sata-enterprise', '960GB SATA 5300 PRO', '2.5英寸', 1120, 'ssd25'),
  p('MZQL23T8HCLS-00A07', 'samsung', 'u2-enterprise', '3.84TB NVMe U.2 PM9A3', 'U.2', 3680, 'ssd25'),
  p('KCD6XLUL3T84', 'kioxia', 'u2-enterprise', '3.84TB NVMe U.3 CD6-R', 'U.3', 3520, 'ssd25'),
  // Cards and USB
  p('MB-MC128KA', 'samsung', 'microsd', '128GB microSD EVO Plus', 'microSD', 62, 'card'),
  p('SDSQUA4-064G-ZN6MA', 'sandisk', 'microsd', '64GB microSD Ultra A1', 'microSD', 32, 'card'),
  p('LMEX1L064GC4', 'kioxia', 'microsd', '64GB microSD Exceria', 'microSD', 28, 'card'),
  p('SDSDXXD-128G-ZN4IN', 'sandisk', 'sd', '128GB SD Extreme PRO', 'SD', 168, 'card'),
  p('MB-SC64K', 'samsung', 'sd', '64GB SD EVO Plus', 'SD', 58, 'card'),
  p('SDCZ48-064G-Z46', 'sandisk', 'usb-module', '64GB USB 3.0 Ultra', 'U盘', 36, 'usb'),
  p('MUF-64AB', 'samsung', 'usb-module', '64GB USB 3.1 BAR Plus', 'U盘', 48, 'usb'),
  p('MU-PC1T0T', 'samsung', 'portable-ssd', '1TB 移动SSD T7', '移动硬盘', 698, 'usb'),
  p('SDSSDE61-1T00-Z25', 'sandisk', 'portable-ssd', '1TB 移动SSD Extreme', '移动硬盘', 668, 'usb'),
];

/**
 * The domain doc's example listings, seeded first and verbatim.
 * price in cents of the given unit; demand rows carry a target price.
 */
export interface ExampleListing {
  type: 1 | 2;
  model: string;
  dateCode: string;
  condition: string;
  quantity: number;
  priceUnit: 0 | 10;
  price: number;
  packing?: string;
}

export const EXAMPLE_LISTINGS: ExampleListing[] = [
  { type: 1, model: 'K4A8G165WC-BCTD', dateCode: '23+', condition: '原装', quantity: 10000, priceUnit: 10, price: 1320 },
  { type: 1, model: 'H5AN8G6NDJR-XNC', dateCode: '24+', condition: '原装', quantity: 4800, priceUnit: 10, price: 1380 },
  { type: 2, model: 'MT40A1G16TB-062E:F', dateCode: '24+', condition: '原装', quantity: 2000, priceUnit: 10, price: 2600 },
  { type: 1, model: 'CXDQ3BFAM-CQ-A', dateCode: '25+', condition: '原装', quantity: 20000, priceUnit: 0, price: 8200 },
  { type: 1, model: 'NT5AD512M16C4-JR', dateCode: '22+', condition: '散新', quantity: 3000, priceUnit: 0, price: 7800 },
  { type: 1, model: 'K4RAH086VB-BCQK', dateCode: '24+', condition: '原装', quantity: 8000, priceUnit: 10, price: 2850 },
  { type: 2, model: 'MT60B2G8HB-48B:A', dateCode: '23+', condition: '原装', quantity: 4000, priceUnit: 10, price: 2700 },
  { type: 1, model: 'CXDB5CCBM-MK-A', dateCode: '24+', condition: '原装', quantity: 6000, priceUnit: 0, price: 19000 },
  { type: 1, model: 'KLMAG1JETD-B041', dateCode: '23+', condition: '原装', quantity: 5000, priceUnit: 10, price: 920 },
  { type: 1, model: 'SDINBDG4-16G', dateCode: '21+', condition: '拆机', quantity: 1200, priceUnit: 0, price: 4500 },
  { type: 1, model: 'FEMDNN064G-A3A56', dateCode: '25+', condition: '原装', quantity: 10000, priceUnit: 0, price: 9500 },
  { type: 2, model: 'KLUDG4UHDB-B2D1', dateCode: '24+', condition: '原装', quantity: 3000, priceUnit: 10, price: 2400 },
  { type: 1, model: 'THGAF8T0T43BAIR', dateCode: '20+', condition: '拆机', quantity: 800, priceUnit: 0, price: 12000 },
  { type: 1, model: 'MT29F4G08ABADAWP', dateCode: '22+', condition: '原装', quantity: 2000, priceUnit: 0, price: 2800 },
  { type: 1, model: 'W25Q128JVSIQ', dateCode: '25+', condition: '原装', quantity: 20000, priceUnit: 0, price: 260, packing: '卷带' },
  { type: 1, model: 'M321R4GA3BB6-CQK', dateCode: '24+', condition: '原包', quantity: 200, priceUnit: 0, price: 430000 },
  { type: 2, model: 'HMCG88AGBRA190N', dateCode: '23+', condition: '拆机', quantity: 500, priceUnit: 0, price: 390000 },
  { type: 1, model: 'M471A1G44AB0-CWE', dateCode: '22+', condition: '拆机', quantity: 1000, priceUnit: 0, price: 33000 },
  { type: 1, model: 'MZVL2512HCJQ-00B00', dateCode: '23+', condition: '原包', quantity: 300, priceUnit: 0, price: 62000 },
  { type: 2, model: 'MZ7L3960HCJR-00A07', dateCode: '24+', condition: '全新', quantity: 100, priceUnit: 0, price: 115000 },
];

/** Goods picture for a part: a drawing of the chip (or module, drive, card) with its part number. */
export const partImageName = (model: string) => model.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
export const partImageUrl = (model: string) => `/static/demo/goods/${partImageName(model)}.webp`;
export const categoryImageUrl = (slug: string) => `/static/demo/category/${slug}.svg`;
export const brandImageUrl = (slug: string) => `/static/demo/brand/${slug}.svg`;
