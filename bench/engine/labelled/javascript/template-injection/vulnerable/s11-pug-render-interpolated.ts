import { Request, Response } from 'express';
import pug from 'pug';

export function badge(req: Request, res: Response) {
  const label = String(req.query.label ?? 'Member');
  const colour = req.query.colour === 'gold' ? 'gold' : 'silver';
  const source = [`div.badge(class="${colour}")`, `  span ${label}`].join('\n');
  res.type('html').send(pug.render(source));
}
