// The wallet (issue #16, decision 0039): the traveller's credits (/mytrip/wallet), the agency's
// account (/wallet/details/) and the checkout's "Use my credits" control.
export { WALLET_NS, useWalletTranslation } from './hooks/use-wallet-translation.ts';
export { walletDetailsRoute } from './routes.tsx';
export { userWalletQueryOptions, useUserWallet } from './api/get-wallet.ts';
export { UserWalletPage } from './components/user-wallet-page.tsx';
