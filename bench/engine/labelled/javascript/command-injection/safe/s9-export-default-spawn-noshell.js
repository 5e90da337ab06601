import { spawn } from 'node:child_process';

export default async (req, res) => {
  const { src, width = '200' } = req.query;
  const child = spawn('convert', [String(src), '-resize', String(width), '/tmp/thumb.png']);
  const code = await new Promise((resolve) => child.on('close', resolve));
  res.json({ code });
};
