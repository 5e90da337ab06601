import { promises as fs } from 'fs';
import path from 'path';
import type { NextApiRequest, NextApiResponse } from 'next';
import { contentEtag } from '../../../lib/auth';
import { config } from '../../../lib/config';

const PUBLIC_DIR = path.join(config.uploadsDir, 'public');

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const parts = ([] as string[]).concat(req.query.path ?? []);

  if (parts[0] === 'raw') {
    const data = await fs.readFile(path.join(config.uploadsDir, ...parts.slice(1)));
    return res.setHeader('ETag', contentEtag(data)).send(data);
  }

  if (parts[0] === 'print') {
    const data = await fs.readFile(path.join(PUBLIC_DIR, 'print', path.basename(parts[1] ?? '')));
    return res.setHeader('Content-Type', 'application/pdf').send(data);
  }

  const full = path.resolve(PUBLIC_DIR, parts.join('/'));
  if (!full.startsWith(PUBLIC_DIR + path.sep)) return res.status(400).json({ error: 'bad path' });
  const data = await fs.readFile(full);
  return res.setHeader('ETag', contentEtag(data)).send(data);
}
