import { XMLParser } from 'fast-xml-parser';
import { Request, Response } from 'express';

class SitemapParser {
  private readonly parser = new XMLParser({ ignoreAttributes: true, processEntities: false });

  parse(xml: string): { urlset?: { url?: { loc: string }[] } } {
    return this.parser.parse(xml);
  }
}

const parser = new SitemapParser();

export async function uploadSitemap(req: Request, res: Response) {
  const doc = parser.parse(req.body.xml);
  const urls = (doc.urlset?.url ?? []).map((u) => u.loc);
  res.json({ count: urls.length, urls });
}
