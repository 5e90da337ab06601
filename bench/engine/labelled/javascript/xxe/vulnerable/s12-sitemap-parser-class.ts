import { parseXmlString, Document } from 'libxmljs2';
import { Request, Response } from 'express';

class SitemapParser {
  private readonly options = { noent: true, dtdload: true };

  parse(xml: string): Document {
    return parseXmlString(xml, this.options);
  }
}

const parser = new SitemapParser();

export async function uploadSitemap(req: Request, res: Response) {
  const doc = parser.parse(req.body.xml);
  const urls = doc.find('//*[local-name()="loc"]').map((n) => n.text());
  res.json({ count: urls.length, urls });
}
