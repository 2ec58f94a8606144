import type { ContentImage, PublicContentSummary } from '@tripfront/domain/content';
import { ROUTES } from '@tripfront/domain/navigation/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './content.css';
import { paths } from '../../../config/paths.ts';

/** A post's or destination page's address. */
export function contentHref(item: Pick<PublicContentSummary, 'kind' | 'slug'>): string {
  return item.kind === 'post' ? paths.blogPost(item.slug) : paths.destinationPage(item.slug);
}

/** A tag's page of the blog. */
export const tagHref = (tag: string) => `${ROUTES.content.blog}?tag=${encodeURIComponent(tag)}`;

/**
 * A date as the visitor reads it. In UTC: the server renders the page, and the browser must render
 * the same day when it hydrates, wherever the visitor is.
 */
export function ContentDate({ iso, className }: { iso: string; className?: string }) {
  const { i18n } = useTranslation();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time className={className} dateTime={iso}>
      {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(date)}
    </time>
  );
}

/**
 * A cover picture with its text alternative (decorative: alt=""). Lazy in lists; `eager` for an
 * article's own cover, the page's largest picture, fetched first.
 */
export function CoverImage({ image, className, eager = false, lang }: { image: ContentImage; className?: string; eager?: boolean; lang?: string }) {
  return (
    <img
      className={className}
      lang={lang}
      src={image.url}
      alt={image.decorative ? '' : image.alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}

/**
 * A post's tags as links to their blog pages. Each tag takes its direction from its own text
 * (dir="auto"): '#' has none, so on an Arabic page "#coast" would read "coast#"; an Arabic tag still
 * reads right to left.
 */
export function TagList({ tags, lang }: { tags: readonly string[]; lang?: string }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <ul className="tf-content-tags" aria-label={t('content.tags')}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link className="tf-content-tag" to={tagHref(tag)} lang={lang} dir="auto">
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * One post or destination in a list: cover, title as its link, date, excerpt, tags. As on the
 * article, the item's language and direction are on its own texts, not on the date.
 */
export function ContentCard({ item, headingLevel = 2, showDate = true }: { item: PublicContentSummary; headingLevel?: 2 | 3; showDate?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="tf-content-card">
      {item.cover && <CoverImage className="tf-content-card__cover" image={item.cover} lang={item.language} />}
      <div className="tf-content-card__body">
        <Heading className="tf-content-card__title" lang={item.language} dir="auto">
          <Link to={contentHref(item)}>{item.title}</Link>
        </Heading>
        {showDate && <ContentDate className="tf-content-card__date" iso={item.publishedAt} />}
        {item.place && !showDate && (
          <p className="tf-content-card__place" lang={item.language} dir="auto">
            {item.place.name}
          </p>
        )}
        {item.excerpt && (
          <p className="tf-content-card__excerpt" lang={item.language} dir="auto">
            {item.excerpt}
          </p>
        )}
        {item.kind === 'post' && <TagList tags={item.tags} lang={item.language} />}
      </div>
    </article>
  );
}

/** Pages of a list as real links (?page=2), so that search engines follow them. */
export function Pager({ page, pageCount, hrefOf }: { page: number; pageCount: number; hrefOf: (page: number) => string }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav className="tf-content-pager" aria-label={t('content.pages')}>
      {page > 1 && (
        <Link rel="prev" to={hrefOf(page - 1)}>
          {t('content.previous')}
        </Link>
      )}
      <ol>
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <Link to={hrefOf(n)} aria-label={t('content.pageNumber', { page: n })}>
                {n}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount && (
        <Link rel="next" to={hrefOf(page + 1)}>
          {t('content.next')}
        </Link>
      )}
    </nav>
  );
}
