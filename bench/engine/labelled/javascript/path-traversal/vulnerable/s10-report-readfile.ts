import { promises as fs } from 'fs';
import { Request, Response } from 'express';

const REPORTS = './data/reports';

export const downloadReport = async (req: Request, res: Response) => {
  const { file } = req.query as { file?: string };
  if (!file || !file.endsWith('.csv')) {
    return res.status(400).json({ message: 'csv file expected' });
  }
  try {
    const body = await fs.readFile(`${REPORTS}/${file}`, 'utf8');
    res.setHeader('Content-Type', 'text/csv');
    res.setHeader('Content-Disposition', 'attachment');
    return res.send(body);
  } catch {
    return res.status(404).json({ message: 'not found' });
  }
};
