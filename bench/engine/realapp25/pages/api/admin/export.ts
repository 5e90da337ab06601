import path from 'path';
import type { NextApiRequest, NextApiResponse } from 'next';
import { readSession } from '../../../lib/auth';
import { config } from '../../../lib/config';
import { exportSchema } from '../../../lib/schemas';
import { execAsync, execFileAsync } from '../../../lib/shell';

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const session = readSession(req.cookies.pl_session ?? '');
  if (session.role !== 'admin') return res.status(403).json({ error: 'admins only' });

  if (req.query.table) {
    const table = String(req.query.table);
    const out = path.join(config.exportsDir, `${Date.now()}.sql`);
    await execAsync(`pg_dump --data-only --table=${table} "$DATABASE_URL" > ${out}`);
    await execFileAsync('gzip', ['-9', out]);
    return res.json({ file: path.basename(out) + '.gz' });
  }

  if (req.query.bundle) {
    const bundle = String(req.query.bundle);
    await execAsync('tar -czf ' + path.join(config.exportsDir, bundle) + ' -C ' + config.uploadsDir + ' .');
    return res.json({ file: bundle });
  }

  const { format, days } = exportSchema.parse(req.query);
  const { stdout } = await execAsync(`potluck-report --format ${format} --days ${days} --out ${config.exportsDir}`);
  await execAsync(`find ${config.exportsDir} -mtime +30 -delete`);
  return res.json({ file: stdout.trim() });
}
