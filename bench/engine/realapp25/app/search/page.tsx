import { CommentList } from '../../components/CommentList';
import { escapeHtml } from '../../lib/html';
import { searchComments } from '../../services/comments';

export default async function SearchPage({ searchParams }: { searchParams: { q?: string; in?: string } }) {
  const q = searchParams.q ?? '';
  const comments = searchParams.in === 'comments' ? await searchComments(q) : [];
  return (
    <div className="search">
      <h2 className="lead" dangerouslySetInnerHTML={{ __html: `Results for &ldquo;${q}&rdquo;` }} />
      <h3 className="sub" dangerouslySetInnerHTML={{ __html: `${comments.length} comments mention &ldquo;${escapeHtml(q)}&rdquo;` }} />
      <p className="plain">You searched for {q}</p>
      <CommentList comments={comments} />
    </div>
  );
}
