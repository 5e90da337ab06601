// Middleware redirecting to one of a few paths of the site, chosen by the request.
import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';

export function middleware(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (pathname === '/lang') {
    const locale = searchParams.get('l') === 'fr' ? 'fr' : 'en';
    // ok: js-open-redirect
    return NextResponse.redirect(new URL(`/${locale}`, request.url));
  }
  if (pathname === '/start') {
    const target = searchParams.get('pro') ? '/pro/welcome' : '/welcome';
    // ok: js-open-redirect
    return NextResponse.redirect(new URL(target, request.url));
  }
  if (pathname === '/out') {
    // The request writes the target: `//evil.example` resolves to another site.
    const target = searchParams.get('next') ?? '/home';
    // ruleid: js-open-redirect
    return NextResponse.redirect(new URL(target, request.url));
  }
  return NextResponse.next();
}
