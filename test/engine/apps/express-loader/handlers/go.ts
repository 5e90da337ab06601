const ALLOWED = ['/home', '/account'];

export default function go(req: any, res: any) {
  const target = req.query.next;
  if (ALLOWED.includes(target)) {
    // ok: js-open-redirect
    res.redirect(target);
    return;
  }
  // ruleid: js-open-redirect
  res.redirect(req.query.fallback);
}
