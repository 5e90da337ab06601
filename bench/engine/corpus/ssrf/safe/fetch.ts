import express from 'express';
const app = express();
const HOOKS: Record<string, string> = { ci: 'https://ci.example.com/hook' };
app.post('/hook', async (req, res) => {
  await fetch(HOOKS.ci, { method: 'POST', body: JSON.stringify(req.body) });
  res.end();
});
