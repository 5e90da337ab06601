import Handlebars from 'handlebars';
import type { Request, Response } from 'express';

export default (req: Request, res: Response) => {
  const template = Handlebars.compile(req.body.emailTemplate);
  res.json({ preview: template({ firstName: 'Ada' }) });
};
