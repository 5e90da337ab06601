import { NextRequest, NextResponse } from 'next/server';
import { issueWidgetToken, readWidgetToken } from '../../../lib/auth';
import { escapeHtml } from '../../../lib/html';
import { getRecipe } from '../../../services/recipes';

// Embeddable recipe card (iframe on food blogs).
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const claims = readWidgetToken(params.get('t') ?? '');
  if (!claims) return new Response('bad token', { status: 401 });
  const recipe = await getRecipe(claims.recipeId);
  const theme = params.get('theme') ?? 'light';
  const caption = params.get('caption') ?? '';
  const html = `<!doctype html><html><body class="${escapeHtml(theme)}">
<h2>${escapeHtml(recipe?.title)}</h2>
<p class="caption">${caption}</p>
</body></html>`;
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

export async function POST(request: NextRequest) {
  const { recipeId } = await request.json();
  return NextResponse.json({ token: issueWidgetToken(Number(recipeId)) });
}
