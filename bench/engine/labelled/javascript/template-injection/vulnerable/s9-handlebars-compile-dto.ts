import Handlebars from 'handlebars';
import type { Request, Response } from 'express';

interface CardDto {
  layout: string;
  name: string;
}

export async function renderCard(req: Request<{}, {}, CardDto>, res: Response) {
  const render = Handlebars.compile(req.body.layout);
  res.type('html').send(render({ name: req.body.name }));
}
