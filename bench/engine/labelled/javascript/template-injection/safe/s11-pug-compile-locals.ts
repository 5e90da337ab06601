import { Request, Response } from 'express';
import pug from 'pug';

const renderBadge = pug.compile(['div.badge(class=colour)', '  span= label'].join('\n'));

export function badge(req: Request, res: Response) {
  const label = String(req.query.label ?? 'Member');
  const colour = req.query.colour === 'gold' ? 'gold' : 'silver';
  res.type('html').send(renderBadge({ label, colour }));
}
