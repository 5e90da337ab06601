import { Router, Request, Response } from 'express';
import { spawn } from 'child_process';

const REPO_DIR = process.env.REPO_DIR ?? '/srv/repo';

export const historyRouter = Router();

historyRouter.get('/history/:branch', (req: Request, res: Response) => {
  const { branch } = req.params;
  if (branch.startsWith('-')) {
    res.status(400).json({ error: 'invalid branch' });
    return;
  }
  const child = spawn('git', ['log', '--oneline', '-n', '20', branch, '--'], { cwd: REPO_DIR });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.on('close', (code) => {
    if (code !== 0) {
      res.status(404).json({ error: 'unknown branch' });
      return;
    }
    res.json({ commits: output.trim().split('\n') });
  });
});
