import { NextRequest, NextResponse } from 'next/server';
import { requireUser, signWebhook } from '../../../lib/auth';
import { prisma } from '../../../lib/prisma';
import { webhookSchema } from '../../../lib/schemas';
import { isAllowedWebhook } from '../../../lib/urls';

export async function POST(request: NextRequest) {
  const user = await requireUser();
  const { url, event } = webhookSchema.parse(await request.json());

  // "Send test event" button: fires before the hook is saved.
  const probe = await fetch(url, { method: 'POST', body: JSON.stringify({ event, test: true }) });

  if (!isAllowedWebhook(url)) {
    return NextResponse.json({ error: 'Only Slack, Discord and Zapier hooks are supported', probe: probe.status }, { status: 400 });
  }
  const payload = JSON.stringify({ event, test: false, user: user.handle });
  await fetch(url, { method: 'POST', body: payload, headers: { 'x-potluck-signature': signWebhook(payload) } });
  await prisma.webhook.create({ data: { url, event, ownerId: user.sub } });
  return NextResponse.json({ ok: true });
}
