import pug from 'pug';
import { Request, Response } from 'express';

const widget = pug.compile('div.widget\n  h4= title\n  p= note');

export class WidgetController {
  render(req: Request, res: Response) {
    const note = String(req.query.note ?? '');
    res.send(widget({ title: 'Latest posts', note }));
  }
}
