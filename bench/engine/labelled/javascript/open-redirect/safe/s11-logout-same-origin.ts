import { Request, Response } from 'express';

const APP_ORIGIN = 'https://app.example.com';

function sameOriginPath(candidate: string | undefined): string {
  if (!candidate) {
    return '/';
  }
  const url = new URL(candidate, APP_ORIGIN);
  return url.origin === APP_ORIGIN ? url.href : '/';
}

export function logout(req: Request, res: Response) {
  const { returnTo } = req.body as { returnTo?: string };
  const target = sameOriginPath(returnTo);
  req.session.destroy(() => {
    res.clearCookie('sid');
    res.location(target).status(302).end();
  });
}
