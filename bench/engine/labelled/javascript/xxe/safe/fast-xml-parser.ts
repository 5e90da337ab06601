import { XMLParser } from 'fast-xml-parser';
import type { Request, Response } from 'express';

export default (req: Request, res: Response) => {
  const doc = new XMLParser().parse(req.body.invoice);
  res.json({ total: doc.invoice?.total });
};
