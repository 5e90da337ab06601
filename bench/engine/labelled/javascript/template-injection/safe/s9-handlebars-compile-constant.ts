import Handlebars from 'handlebars';
import type { Request, Response } from 'express';

interface CardDto {
  layout: string;
  name: string;
}

const render = Handlebars.compile('<div class="card"><h2>{{name}}</h2><p>{{layout}}</p></div>');

export async function renderCard(req: Request<{}, {}, CardDto>, res: Response) {
  res.type('html').send(render({ name: req.body.name, layout: req.body.layout }));
}
