import { ROUTES } from '@tripfront/domain/navigation/routes';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/status.tsx';
import { usePosts } from '../api/public-content.ts';
import { listPageParam, listPagePastEnd } from '@tripfront/domain/content';
import { NotFoundPage } from '../../errors/index.ts';
import { ContentCard, Pager } from './content-parts.tsx';
import { ContentError, ContentLoading } from './page-states.tsx';

/** /blog (issue #44): the agency's posts, newest first, a page at a time; ?tag= narrows to a tag. */
export function BlogPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const page = listPageParam(params.get('page'));
  const tag = params.get('tag')?.trim().toLowerCase() || null;
  const posts = usePosts({ page, tag, lang: i18n.language });

  if (posts.isPending) return <ContentLoading />;
  if (posts.isError) return <ContentError title={t('content.blog.title')} onRetry={() => void posts.refetch()} />;
  const { items, pageCount } = posts.data;
  // A page past the end (an old link, a list that shrank) is no page, as the server answers it 404.
  if (listPagePastEnd(page, pageCount)) return <NotFoundPage />;
  const hrefOf = (n: number) => {
    const next = new URLSearchParams();
    if (tag) next.set('tag', tag);
    if (n > 1) next.set('page', String(n));
    const search = next.toString();
    return search ? `${ROUTES.content.blog}?${search}` : ROUTES.content.blog;
  };

  if (items.length === 0) {
    return (
      <div className="tf-container tf-page">
        <EmptyState title={t('content.blog.title')}>
          <p>{tag ? t('content.blog.emptyTag', { tag }) : t('content.blog.empty')}</p>
          {tag && <Link to={ROUTES.content.blog}>{t('content.blog.allPosts')}</Link>}
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="tf-container tf-page tf-content-list">
      <h1>{tag ? t('content.blog.tagTitle', { tag }) : t('content.blog.title')}</h1>
      {tag && (
        <p>
          <Link to={ROUTES.content.blog}>{t('content.blog.allPosts')}</Link>
        </p>
      )}
      <div className="tf-content-grid">
        {items.map((item) => (
          <ContentCard key={item.slug} item={item} />
        ))}
      </div>
      <Pager page={page} pageCount={pageCount} hrefOf={hrefOf} />
    </div>
  );
}
