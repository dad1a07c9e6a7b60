import { normalizePartNumber } from '@mts/shared/validate';

/**
 * Part-number decoding (issue 13; ../shared/domain/memory-market.md): brand and type from the prefix, then
 * density, organisation and speed where the maker's scheme states them. Pure; a field the scheme does not give is
 * null (never guessed). Speed codes: Samsung RC 2400, TD 2666, WE 3200 (DDR5 QK 4800); SK hynix UH 2400, VK 2666,
 * XN 3200; Micron DDR4 -083E 2400, -075E 2666, -062E 3200, DDR5 -48B 4800.
 */
export interface DecodedPart {
  partNumber: string;
  brand: string;
  brandEn: string;
  /** DDR4, DDR5, LPDDR4/4X, NAND, eMMC, UFS, SSD, DDR4 SODIMM … */
  type: string;
  /** 8Gb for a chip, 16GB for a device or module. */
  density: string | null;
  /** x8, x16 … */
  organisation: string | null;
  /** MT/s. */
  speed: number | null;
  /** The code the speed was read from (TD, XN, 062E). */
  speedCode: string | null;
}

export const SPEED_CODES = {
  samsung: { RC: 2400, TD: 2666, WE: 3200, QK: 4800 } as Record<string, number>,
  hynix: { UH: 2400, VK: 2666, XN: 3200 } as Record<string, number>,
  micronDdr4: { '083E': 2400, '075E': 2666, '062E': 3200 } as Record<string, number>,
  micronDdr5: { '48B': 4800 } as Record<string, number>,
};

type Rule = { prefix: string; brand: string; brandEn: string; type: string; decode?: (p: string) => Partial<DecodedPart> };

/** Samsung density codes (DRAM in Gb, eMMC/UFS in GB). */
const SEC_DRAM_DENSITY: Record<string, string> = { '4G': '4Gb', '8G': '8Gb', AG: '16Gb', BG: '32Gb', AH: '16Gb', BH: '32Gb' };
const SEC_FLASH_DENSITY: Record<string, string> = { '8G': '8GB', AG: '16GB', BG: '32GB', CG: '64GB', DG: '128GB', EG: '256GB', FG: '512GB' };
const HYNIX_DENSITY: Record<string, string> = { '4G': '4Gb', '8G': '8Gb', AG: '16Gb', BG: '32Gb' };
const HYNIX_ORG: Record<string, string> = { '4': 'x4', '8': 'x8', '6': 'x16' };

/** Samsung K4A/K4R: K4 A 8G 16 … -B C TD: density at 3–4, organisation at 5–6, speed = the last two letters after the dash. */
function samsungDram(p: string): Partial<DecodedPart> {
  const org = p.slice(5, 7);
  const suffix = p.split('-')[1] ?? '';
  const code = suffix.slice(-2);
  return {
    density: SEC_DRAM_DENSITY[p.slice(3, 5)] ?? null,
    organisation: ['04', '08', '16', '32'].includes(org) ? `x${Number(org)}` : null,
    speed: SPEED_CODES.samsung[code] ?? null,
    speedCode: SPEED_CODES.samsung[code] ? code : null,
  };
}

/** Samsung modules: M471A 1G 44 …-CWE: the speed is the last two letters. */
function samsungModule(p: string): Partial<DecodedPart> {
  const code = (p.split('-')[1] ?? '').slice(-2);
  return { speed: SPEED_CODES.samsung[code] ?? null, speedCode: SPEED_CODES.samsung[code] ? code : null };
}

/** SK hynix H5AN 8G 6 N DJR-XNC: density 4–5, organisation digit 6, speed the two letters after the dash. */
function hynixDram(p: string): Partial<DecodedPart> {
  const code = (p.split('-')[1] ?? '').slice(0, 2);
  return {
    density: HYNIX_DENSITY[p.slice(4, 6)] ?? null,
    organisation: HYNIX_ORG[p[6] ?? ''] ?? null,
    speed: SPEED_CODES.hynix[code] ?? null,
    speedCode: SPEED_CODES.hynix[code] ? code : null,
  };
}

function hynixModule(p: string): Partial<DecodedPart> {
  const code = (p.split('-')[1] ?? '').slice(0, 2);
  return { speed: SPEED_CODES.hynix[code] ?? null, speedCode: SPEED_CODES.hynix[code] ? code : null };
}

const depthGb = (depth: string) => {
  const m = /^(\d+)([MG])$/.exec(depth);
  return m ? Number(m[1]) * (m[2] === 'G' ? 1024 : 1) : null;
};

/** Micron MT40A 1G 16 TB-062E: depth × width = density; speed from the dash code. */
function micronDram(ddr5: boolean) {
  return (p: string): Partial<DecodedPart> => {
    const m = /^MT(?:40A|60B)(\d+[MG])(\d+)/.exec(p);
    const suffix = (p.split('-')[1] ?? '').split(':')[0]!;
    const table = ddr5 ? SPEED_CODES.micronDdr5 : SPEED_CODES.micronDdr4;
    const speed = table[suffix] ?? null;
    const depthMb = m ? depthGb(m[1]!) : null;
    const width = m ? Number(m[2]) : null;
    return {
      density: depthMb && width ? `${(depthMb * width) / 1024}Gb` : null,
      organisation: width ? `x${width}` : null,
      speed,
      speedCode: speed ? suffix : null,
    };
  };
}

/** Micron NAND MT29F 4G 08: density and width. */
function micronNand(p: string): Partial<DecodedPart> {
  const m = /^MT29F(\d+)([GT])(\d{2})/.exec(p);
  return m ? { density: `${m[1]}${m[2]}b`, organisation: `x${Number(m[3])}` } : {};
}

const SEC = { brand: '三星', brandEn: 'Samsung' };
const HYNIX = { brand: '海力士', brandEn: 'SK hynix' };
const MICRON = { brand: '美光', brandEn: 'Micron' };
const KIOXIA = { brand: '铠侠', brandEn: 'Kioxia' };
const CXMT = { brand: '长鑫存储', brandEn: 'CXMT' };
const NANYA = { brand: '南亚', brandEn: 'Nanya' };
const WINBOND = { brand: '华邦', brandEn: 'Winbond' };

/** A density written as a number in the part number (MTFC32G → 32GB, W25Q128 → 128Mb). */
const sized = (re: RegExp, unit: string) => (p: string): Partial<DecodedPart> => {
  const m = re.exec(p);
  return { density: m ? `${m[1]}${unit}` : null };
};

/** Brand prefixes of memory-market.md; matched longest first (MT40A before MT…, HMCG before HMA). */
const RULE_LIST: Rule[] = [
  { prefix: 'K4A', ...SEC, type: 'DDR4', decode: samsungDram },
  { prefix: 'K4R', ...SEC, type: 'DDR5', decode: samsungDram },
  { prefix: 'K4F', ...SEC, type: 'LPDDR4/4X' },
  { prefix: 'K4U', ...SEC, type: 'LPDDR4/4X' },
  { prefix: 'K4B', ...SEC, type: 'DDR3' },
  { prefix: 'K4Z', ...SEC, type: 'GDDR6' },
  { prefix: 'KLM', ...SEC, type: 'eMMC', decode: (p) => ({ density: SEC_FLASH_DENSITY[p.slice(3, 5)] ?? null }) },
  { prefix: 'KLU', ...SEC, type: 'UFS', decode: (p) => ({ density: SEC_FLASH_DENSITY[p.slice(3, 5)] ?? null }) },
  { prefix: 'K9', ...SEC, type: 'NAND' },
  { prefix: 'M321R', ...SEC, type: 'DDR5 RDIMM', decode: samsungModule },
  { prefix: 'M323R', ...SEC, type: 'DDR5 UDIMM', decode: samsungModule },
  { prefix: 'M471A', ...SEC, type: 'DDR4 SODIMM', decode: samsungModule },
  { prefix: 'M378A', ...SEC, type: 'DDR4 UDIMM', decode: samsungModule },
  { prefix: 'M393A', ...SEC, type: 'DDR4 RDIMM', decode: samsungModule },
  { prefix: 'M386A', ...SEC, type: 'DDR4 LRDIMM', decode: samsungModule },
  { prefix: 'MZ', ...SEC, type: 'SSD' },
  { prefix: 'H5AN', ...HYNIX, type: 'DDR4', decode: hynixDram },
  { prefix: 'H5CG', ...HYNIX, type: 'DDR5' },
  { prefix: 'H5TQ', ...HYNIX, type: 'DDR3' },
  { prefix: 'H9HQ', ...HYNIX, type: 'eMCP/uMCP' },
  { prefix: 'H9H', ...HYNIX, type: 'LPDDR4/4X' },
  { prefix: 'H26M', ...HYNIX, type: 'eMMC' },
  { prefix: 'HMCG', ...HYNIX, type: 'DDR5 内存条', decode: hynixModule },
  { prefix: 'HMA', ...HYNIX, type: 'DDR4 内存条', decode: hynixModule },
  { prefix: 'MT40A', ...MICRON, type: 'DDR4', decode: micronDram(false) },
  { prefix: 'MT60B', ...MICRON, type: 'DDR5', decode: micronDram(true) },
  { prefix: 'MT53', ...MICRON, type: 'LPDDR4X' },
  { prefix: 'MT61K', ...MICRON, type: 'GDDR6' },
  { prefix: 'MT29F', ...MICRON, type: 'NAND', decode: micronNand },
  { prefix: 'MTFC', ...MICRON, type: 'eMMC', decode: sized(/^MTFC(\d+)G/, 'GB') },
  { prefix: 'MTFD', ...MICRON, type: 'SSD' },
  { prefix: 'TC58', ...KIOXIA, type: 'NAND' },
  { prefix: 'THGB', ...KIOXIA, type: 'eMMC' },
  { prefix: 'THGA', ...KIOXIA, type: 'UFS' },
  { prefix: 'THGJ', ...KIOXIA, type: 'UFS' },
  { prefix: 'SDIN', brand: '闪迪', brandEn: 'SanDisk', type: 'eMMC' },
  { prefix: 'YMN0', brand: '长江存储', brandEn: 'YMTC', type: 'NAND (3D TLC)' },
  { prefix: 'CXDQ', ...CXMT, type: 'DDR4' },
  { prefix: 'CXDB', ...CXMT, type: 'LPDDR4X' },
  { prefix: 'NT5AD', ...NANYA, type: 'DDR4' },
  { prefix: 'NT5C', ...NANYA, type: 'DDR3' },
  { prefix: 'NT6', ...NANYA, type: 'LPDDR4' },
  { prefix: 'W631', ...WINBOND, type: 'DDR3' },
  { prefix: 'W25Q', ...WINBOND, type: 'SPI NOR', decode: sized(/^W25Q(\d+)/, 'Mb') },
  { prefix: 'W25N', ...WINBOND, type: 'SPI NAND' },
  { prefix: 'FEMDNN', brand: '江波龙', brandEn: 'FORESEE', type: 'eMMC', decode: sized(/^FEMDNN0*(\d+)G/, 'GB') },
];
const RULES = [...RULE_LIST].sort((a, b) => b.prefix.length - a.prefix.length);

/** Decodes a part number (any case, with or without dashes); null when no known prefix matches. */
export function decodePartNumber(input: string): DecodedPart | null {
  const p = input.normalize('NFKC').toUpperCase().trim();
  const compact = normalizePartNumber(p).toUpperCase();
  const rule = RULES.find((r) => compact.startsWith(r.prefix));
  if (!rule) return null;
  // A part number typed without its dash: put the dash back where the scheme reads the speed.
  const withDash = p.includes('-') ? p : dashed(compact, rule.prefix);
  const base: DecodedPart = { partNumber: p, brand: rule.brand, brandEn: rule.brandEn, type: rule.type, density: null, organisation: null, speed: null, speedCode: null };
  return { ...base, ...(rule.decode?.(withDash) ?? {}) };
}

/** The dash position of the common schemes: Samsung/hynix chips after 10/11 characters, Micron before the speed code. */
function dashed(c: string, prefix: string): string {
  if (prefix === 'K4A' || prefix === 'K4R') return c.length > 10 ? `${c.slice(0, 10)}-${c.slice(10)}` : c;
  if (prefix === 'H5AN') return c.length > 11 ? `${c.slice(0, 11)}-${c.slice(11)}` : c;
  if (prefix.startsWith('M') && /^M\d{3}[AR]/.test(c)) return c.length > 12 ? `${c.slice(0, 12)}-${c.slice(12)}` : c;
  if (prefix === 'MT40A' || prefix === 'MT60B') {
    const m = /^(MT(?:40A|60B)\d+[MG]\d+[A-Z]{2})(\w+)$/.exec(c);
    return m ? `${m[1]}-${m[2]}` : c;
  }
  return c;
}
