import { NextRequest, NextResponse } from 'next/server';
import { activityCollection } from '../../../lib/activity';
import { findChefByMail, findChefByUid } from '../../../lib/directory';
import { lookupByEmail, lookupByEmailBound } from '../../../services/users';

export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const mail = params.get('mail');
  const uid = params.get('uid');
  if (mail) return NextResponse.json(await findChefByMail(mail));
  if (uid) return NextResponse.json(await findChefByUid(uid));

  const email = params.get('email') ?? '';
  const rows = params.get('strict') ? await lookupByEmailBound(email) : await lookupByEmail(email);
  return NextResponse.json(rows);
}

export async function POST(request: NextRequest) {
  const body = await request.json();
  const activity = await activityCollection();

  if (body.mode === 'since') {
    const events = await activity.find({ handle: body.handle, at: { $gte: new Date(Date.now() - 86400_000) } }).toArray();
    return NextResponse.json(events);
  }
  if (body.mode === 'kind') {
    const events = await activity.find({ $where: `this.kind == '${body.kind}'` }).limit(100).toArray();
    return NextResponse.json(events);
  }
  const events = await activity.find({ handle: String(body.handle) }).sort({ at: -1 }).limit(50).toArray();
  return NextResponse.json(events);
}
