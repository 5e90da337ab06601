import express from 'express';

const router = express.Router();
const API_BASE = 'http://127.0.0.1:9000';

router.get('/items/:id', async (req, res) => {
  const id = encodeURIComponent(req.params.id);
  const upstream = await fetch(`${API_BASE}/items/${id}`);
  res.status(upstream.status).json(await upstream.json());
});

export default router;
