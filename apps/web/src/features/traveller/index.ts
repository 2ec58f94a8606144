export { travellerRoutes } from './routes.tsx';
