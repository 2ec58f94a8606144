import { DestinationsPage } from '../../features/content/components/destinations-page.tsx';

/** /destination: every destination page of the agency. */
export function Component() {
  return <DestinationsPage top={false} />;
}
