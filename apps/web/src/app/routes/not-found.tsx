export { NotFoundPage as Component } from '../../features/errors/components/not-found-page.tsx';
