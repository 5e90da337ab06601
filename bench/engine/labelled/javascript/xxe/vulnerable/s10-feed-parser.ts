import { Request, Response } from 'express';
import { parseXmlString } from 'libxmljs2';

const PARSE_OPTIONS = { dtdload: true, noent: true, noblanks: true };

export class FeedController {
  ingest = (req: Request, res: Response) => {
    const xml = req.body.toString('utf8');
    const doc = parseXmlString(xml, PARSE_OPTIONS);
    const items = doc.find('//item').map((item) => ({
      title: item.get('title')?.text() ?? '',
      link: item.get('link')?.text() ?? '',
    }));
    res.json({ items });
  };
}
