import { Request, Response, Router } from 'express';
import escapeHtml from 'escape-html';

export const greetings = Router();

const layout = (title: string, body: string) =>
  `<html><head><title>${title}</title></head><body>${body}</body></html>`;

greetings.get('/hello/:name', (req: Request, res: Response) => {
  const name = escapeHtml(req.params.name);
  const from = escapeHtml(String(req.query.from ?? 'us'));
  res.send(layout('Hello', `<p>Hello ${name}, greetings from ${from}!</p>`));
});
