import axios from 'axios';
import { parseJobFeed } from '../utils/xml.js';

export default class FeedService {
  constructor(allowedHosts) {
    this.allowedHosts = new Set(allowedHosts);
  }

  async fetchAny(feedUrl) {
    const { data } = await axios.get(feedUrl, { timeout: 8000, responseType: 'text' });
    return parseJobFeed(data);
  }

  async fetchPartner(feedUrl) {
    let url;
    try {
      url = new URL(feedUrl);
    } catch {
      return null;
    }
    if (url.protocol !== 'https:' || !this.allowedHosts.has(url.hostname)) return null;
    const response = await fetch(url, { redirect: 'error' });
    return parseJobFeed(await response.text());
  }

  async ping(webhookUrl, payload) {
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    return response.status;
  }
}
