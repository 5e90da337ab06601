import express, { Request } from 'express';

const router = express.Router();

function destination(req: Request): string {
  switch (req.query.kind) {
    case 'home':
      return '/';
    case 'account':
      return '/account';
    default:
      return String(req.query.url);
  }
}

router.get('/go', (req, res) => {
  res.redirect(302, destination(req));
});

export default router;
