import { NextRequest, NextResponse } from 'next/server';

export function middleware(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;

  if (pathname.startsWith('/account') && !request.cookies.get('pl_session')) {
    const login = new URL('/login', request.url);
    login.searchParams.set('next', pathname);
    return NextResponse.redirect(login);
  }

  if (pathname === '/leave') {
    const dest = searchParams.get('dest');
    if (dest) return NextResponse.redirect(dest);
  }

  if (pathname === '/lang') {
    const locale = searchParams.get('l') === 'fr' ? 'fr' : 'en';
    const response = NextResponse.redirect(new URL(`/${locale}`, request.url));
    response.cookies.set('pl_locale', locale, { path: '/', sameSite: 'lax' });
    return response;
  }

  const response = NextResponse.next();
  response.headers.set('X-Request-Id', crypto.randomUUID());
  return response;
}

export const config = {
  matcher: ['/account/:path*', '/leave', '/lang', '/recipes/:path*'],
};
