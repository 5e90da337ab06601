import crypto from 'crypto';
import { Request, Response } from 'express';

const KEY = crypto.scryptSync(process.env.EXPORT_SECRET ?? '', 'export-salt', 32);

function sealExport(payload: object): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', KEY, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function exportAccount(req: Request, res: Response) {
  const account = { id: req.params.id, exportedAt: Date.now(), scopes: ['read'] };
  res.json({ blob: sealExport(account) });
}
