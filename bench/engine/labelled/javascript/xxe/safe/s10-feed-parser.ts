import { Request, Response } from 'express';
import { XMLParser } from 'fast-xml-parser';

const parser = new XMLParser({ ignoreAttributes: false, processEntities: false });

export class FeedController {
  ingest = (req: Request, res: Response) => {
    const xml = req.body.toString('utf8');
    const doc = parser.parse(xml);
    const raw = doc?.rss?.channel?.item ?? [];
    const items = (Array.isArray(raw) ? raw : [raw]).map((item: any) => ({
      title: String(item.title ?? ''),
      link: String(item.link ?? ''),
    }));
    res.json({ items });
  };
}
