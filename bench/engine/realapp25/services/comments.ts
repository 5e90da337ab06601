import { query, rawQuery } from '../lib/mysql';

export interface CommentRow {
  id: number;
  body: string;
  handle: string;
  website: string | null;
}

export function addComment(recipeId: number, authorId: number, body: string) {
  return query('INSERT INTO comments (recipe_id, author_id, body) VALUES (?, ?, ?)', [recipeId, authorId, body]);
}

export function commentsFor(recipeId: number) {
  return query<CommentRow>(
    'SELECT c.id, c.body, u.handle, u.website FROM comments c JOIN users u ON u.id = c.author_id WHERE c.recipe_id = ? ORDER BY c.id',
    [recipeId],
  );
}

export function searchComments(term: string) {
  return rawQuery<CommentRow>(`SELECT c.id, c.body, u.handle, u.website FROM comments c JOIN users u ON u.id = c.author_id WHERE c.body LIKE '%${term}%'`);
}

export function deleteComment(commentId: string, authorId: number) {
  return rawQuery('DELETE FROM comments WHERE id = ' + commentId + ' AND author_id = ' + authorId);
}

export function commentCount(recipeId: number) {
  return rawQuery<{ n: number }>(`SELECT COUNT(*) AS n FROM comments WHERE recipe_id = ${Number(recipeId)}`);
}
