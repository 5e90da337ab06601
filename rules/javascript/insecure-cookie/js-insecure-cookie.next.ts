import { serialize } from 'cookie';
import { cookies } from 'next/headers';
import { NextRequest, NextResponse } from 'next/server';

// The `cookie` package builds Set-Cookie header values.
export function rememberCookie(token: string): string {
  // ruleid: js-insecure-cookie
  return serialize('remember', token, { path: '/', maxAge: 2592000 });
}

export function sessionCookie(token: string): string {
  // ok: js-insecure-cookie
  return serialize('sid', token, { httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
}

// Next.js route handlers and server actions.
export async function POST(request: NextRequest) {
  const token = request.headers.get('x-token') ?? '';
  const response = NextResponse.json({ ok: true });
  // ruleid: js-insecure-cookie
  response.cookies.set('preview', token, { httpOnly: false, secure: false });
  // ok: js-insecure-cookie
  response.cookies.set('sid', token, { httpOnly: true, secure: true, sameSite: 'strict' });
  // ruleid: js-insecure-cookie
  cookies().set('seen', '1', { sameSite: 'lax' });
  // ok: js-insecure-cookie
  cookies().set('seen', '1', { httpOnly: true, secure: true });
  return response;
}
