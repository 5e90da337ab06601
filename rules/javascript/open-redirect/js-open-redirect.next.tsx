'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { NextRequest, NextResponse } from 'next/server';

/** One leading slash, then neither a slash nor a backslash: a path on this site. */
function isLocalPath(target: string | null): target is string {
  return typeof target === 'string' && /^\/(?![/\\])/.test(target);
}

/** Only the `//` check: `/\evil.example` still leaves the site. */
function startsWithOneSlash(target: string): boolean {
  return /^\/(?!\/)/.test(target);
}

function ProfileLink({ href }: { href: string }) {
  return <span data-href={href} />;
}

export function LoginDone() {
  const router = useRouter();
  const params = useSearchParams();
  const next = params.get('next');
  const sso = params.get('sso') ?? '';
  if (sso) {
    // ruleid: js-open-redirect
    window.location.href = sso;
  }
  // ok: js-open-redirect
  router.push(isLocalPath(next) ? next : '/');
  return (
    <div>
      {/* ruleid: js-open-redirect */}
      <a href={sso}>Continue</a>
      {/* ok: js-open-redirect */}
      <ProfileLink href={sso} />
    </div>
  );
}

export function GET(request: NextRequest) {
  const to = request.nextUrl.searchParams.get('to') ?? '/';
  if (to.length > 200) {
    // ok: js-open-redirect
    return NextResponse.redirect(new URL('/login', request.url));
  }
  if (startsWithOneSlash(to)) {
    // ruleid: js-open-redirect
    return NextResponse.redirect(new URL(to, request.url));
  }
  if (/^\/(?!\/|\\)/.test(to)) {
    // ok: js-open-redirect
    return NextResponse.redirect(to);
  }
  if (isLocalPath(to)) {
    // A checked site path resolved against the request's URL: the base's taint is still reported.
    // todook: js-open-redirect
    return NextResponse.redirect(new URL(to, request.url));
  }
  // ruleid: js-open-redirect
  return NextResponse.redirect(new URL(`/${to}`, request.url));
}
