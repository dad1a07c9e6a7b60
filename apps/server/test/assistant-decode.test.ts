import { describe, expect, it } from 'vitest';
import { BRANDS, PARTS } from '../src/db/seed/catalog.ts';
import { decodePartNumber } from '../src/modules/assistant/decode.ts';

const brandName = new Map(BRANDS.map((b) => [b.slug, b.name]));

/** What a seeded part's category says its type must contain. */
const TYPE_OF_CATEGORY: Record<string, string> = {
  ddr4: 'DDR4', ddr5: 'DDR5', ddr3: 'DDR3', lpddr4: 'LPDDR4', gddr6: 'GDDR6', slc: 'NAND', mlc: 'NAND', tlc: 'NAND', qlc: 'NAND',
  emmc: 'eMMC', ufs: 'UFS', emcp: 'MCP', 'spi-nor': 'SPI NOR', 'spi-nand': 'SPI NAND',
};

describe('part-number decoding', () => {
  it.each([
    ['K4A8G165WC-BCTD', { brand: '三星', type: 'DDR4', density: '8Gb', organisation: 'x16', speed: 2666, speedCode: 'TD' }],
    ['k4a8g165wcbctd', { brand: '三星', type: 'DDR4', density: '8Gb', organisation: 'x16', speed: 2666, speedCode: 'TD' }],
    ['K4AAG165WA-BCWE', { brand: '三星', type: 'DDR4', density: '16Gb', organisation: 'x16', speed: 3200, speedCode: 'WE' }],
    ['K4RAH086VB-BCQK', { brand: '三星', type: 'DDR5', density: '16Gb', organisation: 'x8', speed: 4800, speedCode: 'QK' }],
    ['H5AN8G6NDJR-XNC', { brand: '海力士', type: 'DDR4', density: '8Gb', organisation: 'x16', speed: 3200, speedCode: 'XN' }],
    ['h5an8g6ndjrxnc', { brand: '海力士', type: 'DDR4', density: '8Gb', organisation: 'x16', speed: 3200, speedCode: 'XN' }],
    ['H5AN8G6NCJR-VKC', { brand: '海力士', type: 'DDR4', density: '8Gb', organisation: 'x16', speed: 2666, speedCode: 'VK' }],
    ['H5ANAG6NCJR-XNC', { brand: '海力士', type: 'DDR4', density: '16Gb', organisation: 'x16', speed: 3200, speedCode: 'XN' }],
    ['MT40A1G16TB-062E:F', { brand: '美光', type: 'DDR4', density: '16Gb', organisation: 'x16', speed: 3200, speedCode: '062E' }],
    ['mt40a1g16tb062e', { brand: '美光', type: 'DDR4', density: '16Gb', organisation: 'x16', speed: 3200, speedCode: '062E' }],
    ['MT40A512M16TB-062E:R', { brand: '美光', type: 'DDR4', density: '8Gb', organisation: 'x16', speed: 3200, speedCode: '062E' }],
    ['MT60B2G8HB-48B:A', { brand: '美光', type: 'DDR5', density: '16Gb', organisation: 'x8', speed: 4800, speedCode: '48B' }],
    ['KLMAG1JETD-B041', { brand: '三星', type: 'eMMC', density: '16GB', organisation: null, speed: null, speedCode: null }],
    ['M471A1G44AB0-CWE', { brand: '三星', type: 'DDR4 SODIMM', speed: 3200, speedCode: 'WE' }],
  ])('%s', (pn, want) => {
    expect(decodePartNumber(pn)).toMatchObject(want);
  });

  it('is null for an unknown prefix', () => {
    expect(decodePartNumber('XYZ12345')).toBeNull();
  });

  it('agrees with every seeded part it decodes (brand, type, and the density, organisation and speed of its spec)', () => {
    let decoded = 0;
    for (const part of PARTS) {
      const d = decodePartNumber(part.model);
      if (!d) continue;
      decoded++;
      expect(d.brand, part.model).toBe(brandName.get(part.brand));
      const type = TYPE_OF_CATEGORY[part.category];
      if (type) expect(d.type, part.model).toContain(type);
      if (d.density) expect(part.spec, part.model).toContain(d.density);
      if (d.organisation && /\bx\d+\b/.test(part.spec)) expect(part.spec, part.model).toMatch(new RegExp(`\\b${d.organisation}\\b`));
      if (d.speed) expect(part.spec, part.model).toContain(String(d.speed));
    }
    expect(decoded).toBeGreaterThanOrEqual(50);
  });
});
