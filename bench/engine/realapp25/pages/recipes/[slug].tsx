import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { CommentList } from '../../components/CommentList';
import { renderMarkdown } from '../../lib/html';
import { commentsFor, type CommentRow } from '../../services/comments';
import { countView, recipeBySlug } from '../../services/recipes';

interface Props {
  recipe: { id: number; title: string; bodyHtml: string; story: string; author: string };
  comments: CommentRow[];
  highlight: string;
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, query }) => {
  const slug = String(params?.slug ?? '');
  const recipe = await recipeBySlug(slug);
  if (!recipe) return { notFound: true };
  await countView(slug);
  const comments = await commentsFor(recipe.id);
  const highlight = typeof query.hl === 'string' ? query.hl : '';
  return {
    props: {
      recipe: { id: recipe.id, title: recipe.title, bodyHtml: renderMarkdown(recipe.body), story: recipe.story ?? '', author: recipe.author.handle },
      comments,
      highlight,
    },
  };
};

export default function RecipePage({ recipe, comments, highlight }: Props) {
  return (
    <article>
      <Head>
        <title>{`${recipe.title} · Potluck`}</title>
      </Head>
      <h1>{recipe.title}</h1>
      {highlight && <p className="hl" dangerouslySetInnerHTML={{ __html: `Highlighting <mark>${highlight}</mark>` }} />}
      <p className="byline">by {recipe.author}</p>
      <div className="body" dangerouslySetInnerHTML={{ __html: recipe.bodyHtml }} />
      <aside className="story" dangerouslySetInnerHTML={{ __html: recipe.story }} />
      <CommentList comments={comments} />
    </article>
  );
}
