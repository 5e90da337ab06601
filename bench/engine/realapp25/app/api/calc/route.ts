import { NextRequest, NextResponse } from 'next/server';
import { scaleSchema } from '../../../lib/schemas';

// Recipe scaler: "2 * servings / 4" style formulas typed into the ingredient editor.
export async function POST(request: NextRequest) {
  const body = await request.json();

  if (typeof body.expression === 'string') {
    const amount = eval(body.expression);
    return NextResponse.json({ amount });
  }

  if (typeof body.formula === 'string') {
    const scale = new Function('servings', `return ${body.formula};`);
    return NextResponse.json({ amount: scale(Number(body.servings) || 1) });
  }

  const { servings, factor } = scaleSchema.parse(body);
  const multiply = new Function('n', `return n * ${factor};`);
  const round = new Function('x', 'return Math.round(x * 4) / 4;');
  return NextResponse.json({ amount: round(multiply(servings)) });
}
