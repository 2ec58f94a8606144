export { BlogPostPage as Component } from '../../features/content/components/blog-post-page.tsx';
