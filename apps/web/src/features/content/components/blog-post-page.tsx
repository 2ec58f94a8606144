import { ROUTES } from '@tripfront/domain/navigation/routes';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { NotFoundPage } from '../../errors/index.ts';
import { isNotFound, movedTo, usePost } from '../api/public-content.ts';
import { ContentArticle } from './content-article.tsx';
import { ContentError, ContentLoading } from './page-states.tsx';
import { paths } from '../../../config/paths.ts';

/** /blog/:slug (issue #44): one post; a former slug goes to the post's address now, an unknown one is not found. */
export function BlogPostPage() {
  const { t, i18n } = useTranslation();
  const slug = useParams().slug ?? '';
  const post = usePost({ slug, lang: i18n.language });
  const target = post.isError ? movedTo(post.error) : null;

  if (post.isPending) return <ContentLoading />;
  if (target) return <Navigate replace to={paths.blogPost(target)} />;
  if (post.isError) {
    return isNotFound(post.error) ? <NotFoundPage /> : <ContentError title={t('content.blog.title')} onRetry={() => void post.refetch()} />;
  }
  return (
    <div className="tf-container tf-page">
      <ContentArticle
        item={post.data}
        footer={
          <p className="tf-content-article__back">
            <Link to={ROUTES.content.blog}>{t('content.blog.back')}</Link>
          </p>
        }
      />
    </div>
  );
}
