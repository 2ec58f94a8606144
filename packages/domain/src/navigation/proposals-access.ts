import { navPageRefusal } from './page-permissions.ts';
import { isAgent, type NavUser } from './roles.ts';

/**
 * Who makes proposals (decision 0118): agents whose Proposals page opens (its read permission on).
 * The storefront shows "Add to proposal" and the basket by it; the API's agent proposal routes
 * refuse the others. Zod-free: the header's basket, in the start-up chunk, asks it.
 */
export const mayMakeProposals = (user: Pick<NavUser, 'userType' | 'isTravelAgent' | 'permissions'> | null): boolean =>
  user !== null && isAgent(user) && navPageRefusal(user, 'proposals') === null;
