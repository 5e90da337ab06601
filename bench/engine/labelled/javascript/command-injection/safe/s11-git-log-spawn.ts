import { Request, Response } from 'express';
import { spawn } from 'child_process';

const REPO = '/srv/repos/main';
const BRANCH_NAME = /^[A-Za-z0-9._\/-]{1,100}$/;

export function branchLog(req: Request, res: Response) {
  const branch = String(req.params.branch);
  if (!BRANCH_NAME.test(branch) || branch.startsWith('-')) {
    return res.status(400).json({ error: 'invalid branch' });
  }
  const git = spawn('git', ['-C', REPO, 'log', '--format=%H %s', '-n', '20', branch]);
  const chunks: Buffer[] = [];
  git.stdout.on('data', (c: Buffer) => chunks.push(c));
  git.on('close', (code) => {
    if (code !== 0) {
      return res.status(404).json({ error: 'unknown branch' });
    }
    const commits = Buffer.concat(chunks).toString('utf8').trim().split('\n');
    res.json({ branch, commits });
  });
}
