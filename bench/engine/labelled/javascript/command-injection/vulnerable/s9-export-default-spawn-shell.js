import { spawn } from 'node:child_process';

export default async (req, res) => {
  const { src, width = '200' } = req.query;
  const child = spawn('convert', [src, '-resize', width, '/tmp/thumb.png'], { shell: true });
  const code = await new Promise((resolve) => child.on('close', resolve));
  res.json({ code });
};
