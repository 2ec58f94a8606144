// Agency subscriptions (decisions 0150 and 0151): /subscription and the pay entry /pay. The router
// takes the routes table; the pages load lazily.
export { subscriptionRoutes } from './routes.tsx';
