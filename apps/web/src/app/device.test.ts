import { describe, expect, it } from 'vitest';
import { detectDevice, devicePath } from './device';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

describe('device routing', () => {
  it('detects the device from the user agent', () => {
    expect(detectDevice(IPHONE)).toBe('mobile');
    expect(detectDevice(CHROME)).toBe('desktop');
  });
  it('strips /pc on mobile', () => {
    expect(devicePath('mobile', '/pc')).toBe('/');
    expect(devicePath('mobile', '/pc/prodetail/12')).toBe('/prodetail/12');
    expect(devicePath('mobile', '/home')).toBeNull();
    expect(devicePath('mobile', '/pcx')).toBeNull();
  });
  it('adds /pc on desktop', () => {
    expect(devicePath('desktop', '/')).toBe('/pc');
    expect(devicePath('desktop', '/search')).toBe('/pc/search');
    expect(devicePath('desktop', '/pc/home')).toBeNull();
  });
});
