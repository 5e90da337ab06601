import { promises as fs } from 'fs';
import path from 'path';
import { Request, Response } from 'express';

const REPORTS = path.resolve('./data/reports');

export const downloadReport = async (req: Request, res: Response) => {
  const { file } = req.query as { file?: string };
  if (!file || !file.endsWith('.csv')) {
    return res.status(400).json({ message: 'csv file expected' });
  }
  const full = path.resolve(REPORTS, file);
  if (!full.startsWith(REPORTS + path.sep)) {
    return res.status(403).json({ message: 'forbidden' });
  }
  try {
    const body = await fs.readFile(full, 'utf8');
    res.setHeader('Content-Type', 'text/csv');
    res.setHeader('Content-Disposition', 'attachment');
    return res.send(body);
  } catch {
    return res.status(404).json({ message: 'not found' });
  }
};
