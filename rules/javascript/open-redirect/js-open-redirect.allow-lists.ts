// Allow-list checks written the ways TypeScript shops write them: kept in a variable, as
// `some` over a list, as an anchored pattern, and as a helper that parses the URL in a try.
import express, { type Request, type Response } from 'express';

const router = express.Router();
const PARTNER_PAGES = ['https://partners.example/welcome', 'https://help.example/'];
const TRUSTED_HOSTS = new Set(['partners.example', 'help.example']);

function onTrustedHost(target: string): boolean {
  try {
    return TRUSTED_HOSTS.has(new URL(target).hostname);
  } catch {
    return false;
  }
}

router.get('/back', (req: Request, res: Response) => {
  const back = String(req.query.back ?? '/');
  const isSitePath = back.startsWith('/') && !back.startsWith('//') && !back.includes('\\');
  // ok: js-open-redirect
  res.redirect(isSitePath ? back : '/');
});

router.get('/partner', (req: Request, res: Response) => {
  const to = String(req.query.to);
  if (PARTNER_PAGES.some((page) => to === page)) {
    // ok: js-open-redirect
    return res.redirect(to);
  }
  if (PARTNER_PAGES.some((page) => to.includes(page))) {
    // `https://evil.example/?https://help.example/` contains an allowed page.
    // ruleid: js-open-redirect
    return res.redirect(to);
  }
  res.redirect('/');
});

router.get('/help', (req: Request, res: Response) => {
  const to = String(req.query.to);
  // ok: js-open-redirect
  if (/^https:\/\/help\.example\//.test(to)) return res.redirect(to);
  // The host is not closed: `https://help.example.evil.test/` matches.
  // ruleid: js-open-redirect
  if (/^https:\/\/help\.example/.test(to)) return res.redirect(to);
  res.redirect('/');
});

router.get('/out', (req: Request, res: Response) => {
  const to = String(req.query.to);
  // ok: js-open-redirect
  if (onTrustedHost(to)) return res.redirect(to);
  res.redirect('/');
});

export default router;
