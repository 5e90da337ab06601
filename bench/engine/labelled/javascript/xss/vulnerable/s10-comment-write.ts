import { Request, Response } from 'express';

function renderComment(author: string, text: string): string {
  return '<article class="comment"><h4>' + author + '</h4><p>' + text + '</p></article>';
}

export function commentLimits(_req: Request, res: Response): void {
  res.json({ author: 80, text: 2000 });
}

export function previewComment(req: Request, res: Response): void {
  const { author = 'Anonymous', text = '' } = req.body as Record<string, string>;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.write('<section id="preview">');
  res.write(renderComment(author, text));
  res.end('</section>');
}
