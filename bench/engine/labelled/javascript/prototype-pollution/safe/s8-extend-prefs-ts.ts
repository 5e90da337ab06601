import { Request, Response } from 'express';

const defaults = { theme: 'light', notifications: { email: true } };

export function updateProfile(req: Request, res: Response) {
  const input = JSON.parse(req.body.prefs);
  const prefs = {
    theme: input.theme === 'dark' ? 'dark' : defaults.theme,
    notifications: { email: Boolean(input.notifications && input.notifications.email) },
  };
  res.json(prefs);
}
