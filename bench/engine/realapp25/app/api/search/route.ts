import { NextRequest, NextResponse } from 'next/server';
import { membersOrderedBy, searchMembers, searchMembersBound } from '../../../services/users';

const ORDERS = new Set(['handle', 'display_name', 'created_at']);

export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const name = params.get('name') ?? '';
  const order = params.get('order');

  if (order && params.get('mode') === 'sorted') {
    return NextResponse.json(await membersOrderedBy(order));
  }
  if (order && ORDERS.has(order)) {
    return NextResponse.json(await membersOrderedBy(order));
  }
  if (params.get('exact') === '0') {
    return NextResponse.json(await searchMembers(name));
  }
  return NextResponse.json(await searchMembersBound(name));
}
