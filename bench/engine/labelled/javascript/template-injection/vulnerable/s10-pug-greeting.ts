import { Request, Response } from 'express';
import pug from 'pug';

export function greeting(req: Request, res: Response) {
  const name = String(req.query.name || 'friend');
  const source = [
    'doctype html',
    'html',
    '  body',
    `    h1 Welcome back, ${name}!`,
    '    p Your dashboard is ready.',
  ].join('\n');
  const render = pug.compile(source);
  res.type('html').send(render({}));
}
