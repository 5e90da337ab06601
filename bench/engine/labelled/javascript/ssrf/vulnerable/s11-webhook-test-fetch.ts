import { Request, Response } from 'express';

interface WebhookTest {
  callbackUrl: string;
  event?: string;
}

class WebhookNotifier {
  async ping(target: string, event: string) {
    const resp = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event, sentAt: new Date().toISOString() }),
    });
    return resp.status;
  }
}

const notifier = new WebhookNotifier();

export async function testWebhook(req: Request, res: Response) {
  const { callbackUrl, event = 'ping' } = req.body as WebhookTest;
  const status = await notifier.ping(callbackUrl, event);
  res.json({ delivered: status < 400, status });
}
