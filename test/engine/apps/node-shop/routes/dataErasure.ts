import express, { type Request, type Response } from 'express';

const router = express.Router();

router.post('/', async (req: Request, res: Response) => {
  // ruleid: js-render-locals-injection
  res.render('dataErasureResult', { ...req.body });
});

router.get('/', async (req: Request, res: Response) => {
  // ok: js-render-locals-injection
  res.render('dataErasureForm', { userEmail: req.query.email, securityQuestion: 'pet' });
});

export default router;
