import express from 'express';
import { execSync } from 'child_process';

const router = express.Router();

router.post('/compress', (req, res) => {
  const files: string[] = req.body.files || [];
  const done: string[] = [];
  files.forEach((file) => {
    execSync('gzip -k ' + file);
    done.push(file);
  });
  res.json({ done });
});

export default router;
