import express from 'express';

const router = express.Router();

router.get('/users/:id/go', (req, res) => {
  const id = encodeURIComponent(req.params.id);
  res.redirect(`/profile/${id}`);
});

export default router;
