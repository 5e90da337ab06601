import express from 'express';
const app = express();
app.post('/hook', async (req, res) => {
  const { callback } = req.body;
  await fetch(callback, { method: 'POST', body: 'done' });
  res.end();
});
