import { useMatches } from 'react-router';
import { LegalPage } from '../../features/legal/components/legal-page.tsx';
import { lastHandle } from '../route-handle.ts';

export function Component() {
  const handle = lastHandle(useMatches());
  return <LegalPage document={handle?.kind === 'legal' ? handle.document : 'privacyPolicy'} />;
}
