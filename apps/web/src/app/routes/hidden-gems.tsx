export { HiddenGemsPage as Component } from '../../features/content/components/hidden-gems-page.tsx';
