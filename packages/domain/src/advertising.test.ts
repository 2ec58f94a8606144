import { describe, expect, it } from 'vitest';
import { adUnit, NO_ADVERTISING } from './advertising.ts';
import { pageShowsAds } from './advertising-pages.ts';
import { advertisingSettingsSchema } from './advertising-schema.ts';
import { agencySchema } from './agency.ts';

const CLIENT = 'ca-pub-1234567890123456';
const SLOT = '1234567890';

describe('the agency’s advertising setting (decision 0149)', () => {
  it('is off by default, for a stored agency from before the setting too', () => {
    expect(advertisingSettingsSchema.parse({})).toEqual(NO_ADVERTISING);
    const seeded = agencySchema.shape.advertising.parse(undefined);
    expect(seeded).toEqual(NO_ADVERTISING);
  });

  it.each([
    ['ads off, no ids', { isEnabled: false, adsenseClientId: '', adsenseSlotId: '' }, null],
    ['ads off, ids kept for later', { isEnabled: false, adsenseClientId: CLIENT, adsenseSlotId: SLOT }, null],
    ['ads on with both ids', { isEnabled: true, adsenseClientId: CLIENT, adsenseSlotId: SLOT }, null],
    ['ids pasted with spaces', { isEnabled: true, adsenseClientId: ` ${CLIENT} `, adsenseSlotId: ` ${SLOT}` }, null],
    ['a publisher id without ca-', { isEnabled: true, adsenseClientId: 'pub-1234567890123456', adsenseSlotId: SLOT }, 'adsenseClientId'],
    ['a publisher id one digit short', { isEnabled: false, adsenseClientId: 'ca-pub-123456789012345', adsenseSlotId: '' }, 'adsenseClientId'],
    ['a script in the id', { isEnabled: true, adsenseClientId: `${CLIENT}"><script>`, adsenseSlotId: SLOT }, 'adsenseClientId'],
    ['an ad unit id with letters', { isEnabled: true, adsenseClientId: CLIENT, adsenseSlotId: '12345abcde' }, 'adsenseSlotId'],
    ['ads on without a publisher id', { isEnabled: true, adsenseClientId: '', adsenseSlotId: SLOT }, 'adsenseClientId'],
    ['ads on without an ad unit id', { isEnabled: true, adsenseClientId: CLIENT, adsenseSlotId: '' }, 'adsenseSlotId'],
  ])('%s: the field at fault is %j', (_, value, field) => {
    const result = advertisingSettingsSchema.safeParse(value);
    expect(result.success ? null : result.error.issues[0]?.path.join('.')).toBe(field);
  });

  it('shows an ad unit only when on with both ids, and the script names the publisher', () => {
    expect(adUnit(undefined)).toBeNull();
    expect(adUnit({ isEnabled: false, adsenseClientId: CLIENT, adsenseSlotId: SLOT })).toBeNull();
    expect(adUnit({ isEnabled: true, adsenseClientId: CLIENT, adsenseSlotId: 'x' })).toBeNull();
    expect(adUnit({ isEnabled: true, adsenseClientId: CLIENT, adsenseSlotId: SLOT })).toEqual({
      clientId: CLIENT,
      slotId: SLOT,
      src: `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${CLIENT}`,
    });
  });

  it.each([
    ['/', true],
    ['/faqs', true],
    ['/about', true],
    ['/about/', true],
    ['/blog', true],
    ['/blog/lisbon-in-three-days', true],
    ['/destination', true],
    ['/destination/lisbon', true],
    ['/top-destination', true],
    ['/hidden-gems-round-the-world', true],
    ['/blog/share', false],
    ['/destination/share', false],
    ['/blog/rss.xml', false],
    ['/hotels', false],
    ['/hotels/search-results', false],
    ['/hotel-checkout', false],
    ['/login', false],
    ['/mytrip/bookings', false],
    ['/settings/website', false],
    ['/privacy-policy', false],
  ])('%s carries the ad slot: %s', (pathname, expected) => {
    expect(pageShowsAds(pathname)).toBe(expected);
  });
});
