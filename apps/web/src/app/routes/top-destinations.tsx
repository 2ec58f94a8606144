import { DestinationsPage } from '../../features/content/components/destinations-page.tsx';

/** /top-destination: the agency's top destinations. */
export function Component() {
  return <DestinationsPage top />;
}
