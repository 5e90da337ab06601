import Handlebars from 'handlebars';
import type { Request, Response } from 'express';

const template = Handlebars.compile('<p>Hello {{firstName}}</p>');

export default (req: Request, res: Response) => {
  res.json({ preview: template({ firstName: req.body.firstName }) });
};
