export { BlogPage as Component } from '../../features/content/components/blog-page.tsx';
