import Handlebars from 'handlebars';
import type { Request, Response } from 'express';

const template = Handlebars.compile('<section><h2>{{headline}}</h2><p>{{subtitle}}</p></section>');

export const bannerHandler = async (req: Request, res: Response) => {
  const headline = String(req.query.headline ?? 'Sale');
  res.send(template({ headline, subtitle: 'This week only' }));
};
