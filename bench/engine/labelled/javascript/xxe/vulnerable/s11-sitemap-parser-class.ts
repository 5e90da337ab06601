import { Request, Response } from 'express';
import { parseXmlString } from 'libxmljs';

class SitemapReader {
  constructor(private readonly options: Record<string, boolean>) {}

  urls(xml: string): string[] {
    const doc = parseXmlString(xml, this.options);
    return doc.find('//*[local-name()="loc"]').map((n: any) => n.text());
  }
}

const reader = new SitemapReader({ noent: true, dtdload: true });

export function submitSitemap(req: Request, res: Response) {
  const urls = reader.urls(String(req.body));
  res.json({ count: urls.length, urls: urls.slice(0, 100) });
}
