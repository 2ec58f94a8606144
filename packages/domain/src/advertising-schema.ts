import { z } from 'zod';
import { ADSENSE_CLIENT_ID, ADSENSE_SLOT_ID, type AdvertisingSettings } from './advertising.ts';

/**
 * The agency's advertising setting, off by default. Both ids are needed to switch it on; each is
 * checked for its shape whenever given, so a mistyped id is refused at save (400 naming the field).
 */
export const advertisingSettingsSchema = z
  .object({
    isEnabled: z.boolean().default(false),
    adsenseClientId: z
      .string()
      .trim()
      .refine((v) => v === '' || ADSENSE_CLIENT_ID.test(v), 'must be an AdSense publisher id like ca-pub-1234567890123456')
      .default(''),
    adsenseSlotId: z
      .string()
      .trim()
      .refine((v) => v === '' || ADSENSE_SLOT_ID.test(v), 'must be an AdSense ad unit id of 10 digits')
      .default(''),
  })
  .superRefine((value, ctx) => {
    if (!value.isEnabled) return;
    if (value.adsenseClientId === '') ctx.addIssue({ code: 'custom', path: ['adsenseClientId'], message: 'Enter the AdSense publisher id to show ads.' });
    if (value.adsenseSlotId === '') ctx.addIssue({ code: 'custom', path: ['adsenseSlotId'], message: 'Enter the AdSense ad unit id to show ads.' });
  }) satisfies z.ZodType<AdvertisingSettings>;
