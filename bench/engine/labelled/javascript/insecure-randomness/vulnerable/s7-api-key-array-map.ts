import express from 'express';

const router = express.Router();
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function apiKey(length: number): string {
  return Array.from({ length }, () => ALPHABET[Math.floor(Math.random() * ALPHABET.length)])
    .join('')
    .padStart(length, 'X');
}

router.post('/keys', (req, res) => {
  const key = apiKey(32);
  res.status(201).json({ apiKey: key });
});

export default router;
