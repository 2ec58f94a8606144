import type { PublicContentItem } from '@tripfront/domain/content';
import type { ReactNode } from 'react';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { ContentDate, CoverImage, TagList } from './content-parts.tsx';
import './content.css';

// Its own module: the lists (/blog, the destinations) do without the sanitiser the body needs.

/**
 * A post or destination page as visitors read it: title, date, cover, body, tags. The editor's
 * preview renders the same, so what the agent sees is what visitors get. The item's language and
 * direction are on its own texts only (title, place, cover text, body, tags): the date, the search
 * form and the links around it are the page's, in the visitor's language and direction.
 */
export function ContentArticle({
  item,
  children,
  footer,
  titleLevel = 1,
}: {
  item: PublicContentItem;
  children?: ReactNode;
  footer?: ReactNode;
  /** 1 on the page; the editor's preview sits below its own headings. */
  titleLevel?: 1 | 3;
}) {
  const Title = titleLevel === 1 ? 'h1' : 'h3';
  return (
    <article className="tf-content-article">
      <header className="tf-content-article__header">
        <Title lang={item.language} dir="auto">
          {item.title}
        </Title>
        {item.kind === 'post' && <ContentDate className="tf-content-article__date" iso={item.publishedAt} />}
        {item.kind === 'destination' && item.place && (
          <p className="tf-content-article__place" lang={item.language} dir="auto">
            {item.place.name}
          </p>
        )}
      </header>
      {item.cover && <CoverImage className="tf-content-article__cover" image={item.cover} lang={item.language} eager />}
      {children}
      <SafeHtml className="tf-content-article__body" html={item.bodyHtml} lang={item.language} />
      {item.kind === 'post' && <TagList tags={item.tags} lang={item.language} />}
      {footer}
    </article>
  );
}
