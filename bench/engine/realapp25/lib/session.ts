import { serialize } from 'cookie';

export function sessionCookie(token: string): string {
  return serialize('pl_session', token, { httpOnly: true, secure: true, sameSite: 'lax', path: '/', maxAge: 60 * 60 * 2 });
}

export function rememberMeCookie(token: string): string {
  return serialize('pl_remember', token, { path: '/', maxAge: 60 * 60 * 24 * 30 });
}

export function clearSessionCookie(): string {
  return serialize('pl_session', '', { httpOnly: true, secure: true, sameSite: 'lax', path: '/', maxAge: 0 });
}
