import libxmljs from 'libxmljs';
import type { Request, Response } from 'express';

const PARSE_OPTIONS = { noent: false, nonet: true, nocdata: true };

export async function uploadInvoice(req: Request, res: Response) {
  const text = (req as Request & { file: { buffer: Buffer } }).file.buffer.toString();
  const doc = libxmljs.parseXml(text, PARSE_OPTIONS);
  res.json({ total: doc.get('//total')?.text() ?? null });
}
