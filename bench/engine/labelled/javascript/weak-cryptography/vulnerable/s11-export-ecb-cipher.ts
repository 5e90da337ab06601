import crypto from 'crypto';
import { Request, Response } from 'express';

const KEY = crypto.scryptSync(process.env.EXPORT_SECRET ?? '', 'export-salt', 32);

function sealExport(payload: object): string {
  const cipher = crypto.createCipheriv('aes-256-ecb', KEY, null);
  return Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]).toString('base64');
}

export function exportAccount(req: Request, res: Response) {
  const account = { id: req.params.id, exportedAt: Date.now(), scopes: ['read'] };
  res.json({ blob: sealExport(account) });
}
