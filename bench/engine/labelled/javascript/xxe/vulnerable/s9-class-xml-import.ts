import { parseXmlString } from 'libxmljs2';
import type { Request, Response } from 'express';

export class InvoiceImportController {
  async upload(req: Request, res: Response): Promise<void> {
    const xml: string = req.body.xml;
    const doc = parseXmlString(xml, { noent: true, dtdload: true });
    res.json({ number: doc.get('//Invoice/Number')?.text() });
  }
}
