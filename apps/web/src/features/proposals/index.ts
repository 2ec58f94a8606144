// Proposals (decision 0118): the agent's list and editor, the client's page, decline and the checkout
// of a proposal item, the header's basket and adding an offer to it. The router takes
// proposalsRoutes from routes.tsx by its file (decision 0017); the pages load lazily. Light: the
// header's basket link is in the start-up chunk.
export { proposalsRoutes, loadProposalCheckout } from './routes.tsx';
export { BasketLink } from './components/basket-link.tsx';
export { useAddToBasket } from './api/basket.ts';
export { PROPOSALS_NS } from './namespace.ts';
