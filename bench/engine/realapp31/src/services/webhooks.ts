import crypto from 'node:crypto';
import axios from 'axios';
import { config } from '../config';
import { retryJitterMs } from './tokens';

const SIGNING_SECRET = process.env.WEBHOOK_SIGNING_SECRET ?? 'whsec_b91f04c7e2d84a5fa3c6e08d17b2954e';

function sign(body: string): string {
  return crypto.createHmac('sha256', SIGNING_SECRET).update(body).digest('hex');
}

export async function deliverWebhook(url: string, payload: unknown): Promise<boolean> {
  const body = JSON.stringify(payload);
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-harborline-signature': sign(body) }, body });
  if (!response.ok) await new Promise((resolve) => setTimeout(resolve, retryJitterMs(500)));
  return response.ok;
}

function allowedTarget(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  return config.webhookAllowedHosts.includes(url.hostname) ? url : null;
}

export async function deliverToAllowedHost(raw: string, payload: unknown): Promise<void> {
  const target = allowedTarget(raw);
  if (!target) throw new Error('Webhook host is not on the allow list');
  await axios.post(target.toString(), payload, { timeout: 5000 });
}

export async function fetchLinkPreview(raw: string): Promise<{ title: string | null }> {
  const { data } = await axios.get<string>(raw, { timeout: 3000, responseType: 'text', maxContentLength: 512_000 });
  const match = /<title>([^<]*)<\/title>/i.exec(data);
  return { title: match ? match[1].trim() : null };
}
