import axios from 'axios';
import { request as undiciRequest } from 'undici';
import { config } from '../config.js';
import { isPodcastHost } from '../lib/urls.js';

export async function fetchFeed(url: string) {
  const res = await axios.get<string>(url, { timeout: 5000, responseType: 'text' });
  return res.data;
}

export async function fetchOwnFeed(url: string) {
  if (!isPodcastHost(url)) throw new Error('feeds must come from our own hosts');
  const res = await axios.get<string>(url, { timeout: 5000, responseType: 'text', maxRedirects: 0 });
  return res.data;
}

export async function streamStatus() {
  const { body } = await undiciRequest(config.streamStatusUrl);
  return body.json();
}

export async function pingWebhook(target: string, payload: unknown) {
  const { statusCode } = await undiciRequest(target, { method: 'POST', body: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
  return statusCode;
}
