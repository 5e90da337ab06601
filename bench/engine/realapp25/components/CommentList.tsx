'use client';

import { escapeHtml } from '../lib/html';
import type { CommentRow } from '../services/comments';

export function CommentList({ comments }: { comments: CommentRow[] }) {
  return (
    <ul className="comments">
      {comments.map((c) => (
        <li key={c.id}>
          <a className="author" href={c.website ?? '#'}>
            {c.handle}
          </a>
          <div className="comment-body" dangerouslySetInnerHTML={{ __html: c.body.replace(/\n/g, '<br>') }} />
          <div className="comment-quote" dangerouslySetInnerHTML={{ __html: escapeHtml(c.body).replace(/\n/g, '<br>') }} />
          <p className="comment-text">{c.body}</p>
        </li>
      ))}
    </ul>
  );
}
