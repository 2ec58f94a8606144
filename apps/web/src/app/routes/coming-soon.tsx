import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { ComingSoonPage } from '../../features/coming-soon/index.ts';
import { lastHandle } from '../route-handle.ts';

/**
 * The pages of spec §2 that are not built yet (a deal proposal, the blog, the academy …): the
 * coming-soon page described by the matched route's handle.
 */
export function Component() {
  const { t } = useTranslation();
  const handle = lastHandle(useMatches());
  if (handle?.kind === 'booking') {
    const service = t(`services.${handle.service}`);
    return <ComingSoonPage title={service} subtitle={t(`bookingPages.${handle.step}`)} note={t('comingSoon.bookingNote', { service })} />;
  }
  if (handle?.kind === 'page') {
    return <ComingSoonPage title={t(`pages.${handle.page}.title`)} note={t('comingSoon.pageNote')} description={t(`pages.${handle.page}.description`)} />;
  }
  return <ComingSoonPage title={t('comingSoon.badge')} note={t('comingSoon.pageNote')} />;
}
