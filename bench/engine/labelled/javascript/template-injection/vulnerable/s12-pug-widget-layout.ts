import pug from 'pug';
import { Request, Response } from 'express';

export class WidgetController {
  render(req: Request, res: Response) {
    const layout = String(req.query.layout ?? 'div.widget= title');
    const fn = pug.compile(layout);
    res.send(fn({ title: 'Latest posts', items: [] }));
  }
}
