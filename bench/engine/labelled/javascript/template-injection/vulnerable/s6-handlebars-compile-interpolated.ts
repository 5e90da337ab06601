import Handlebars from 'handlebars';
import type { Request, Response } from 'express';

export const bannerHandler = async (req: Request, res: Response) => {
  const headline = String(req.query.headline ?? 'Sale');
  const template = Handlebars.compile(`<section><h2>${headline}</h2><p>{{subtitle}}</p></section>`);
  res.send(template({ subtitle: 'This week only' }));
};
