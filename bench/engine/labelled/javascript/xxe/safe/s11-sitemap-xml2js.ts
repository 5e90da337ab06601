import { Request, Response } from 'express';
import { parseStringPromise } from 'xml2js';

class SitemapReader {
  async urls(xml: string): Promise<string[]> {
    const doc = await parseStringPromise(xml, { explicitArray: true });
    const entries: Array<{ loc: string[] }> = doc?.urlset?.url ?? [];
    return entries.map((entry) => entry.loc[0]);
  }
}

const reader = new SitemapReader();

export async function submitSitemap(req: Request, res: Response) {
  const urls = await reader.urls(String(req.body));
  res.json({ count: urls.length, urls: urls.slice(0, 100) });
}
