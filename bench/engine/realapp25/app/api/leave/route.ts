import { NextRequest, NextResponse } from 'next/server';
import { issueDraftPreview } from '../../../lib/auth';

// Links in recipe text go through /api/leave so we can count clicks.
export async function GET(request: NextRequest) {
  const target = request.nextUrl.searchParams.get('to') ?? '/';
  return NextResponse.redirect(new URL(target, request.url));
}

// Editors open a draft: /api/leave?draft=12&slug=...
export async function POST(request: NextRequest) {
  const form = await request.formData();
  const slug = String(form.get('slug') ?? '');
  const token = issueDraftPreview(Number(form.get('draft')));
  const response = NextResponse.redirect(new URL(`/recipes/${encodeURIComponent(slug)}?preview=1`, request.url), 303);
  response.cookies.set('pl_preview', token, { httpOnly: false, secure: false, path: '/' });
  return response;
}
