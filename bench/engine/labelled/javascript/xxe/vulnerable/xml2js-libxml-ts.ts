import { parseXml } from 'libxmljs';
import type { Request, Response } from 'express';

export default (req: Request, res: Response) => {
  const doc = parseXml(req.body.invoice, { noent: true, nonet: false });
  res.json({ total: doc.get('//total')?.text() });
};
