// The agency's people (issue #16): Agents, Clients, Applications and the public application form.
export { peopleRoutes } from './routes.tsx';
export { PEOPLE_NS, usePeopleTranslation } from './hooks/use-people-translation.ts';
