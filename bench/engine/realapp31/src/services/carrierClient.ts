import axios from 'axios';
import { config } from '../config';

const CARRIER_BASE = 'https://api.carrierhub.example/v2';

export async function trackingStatus(trackingNumber: string): Promise<unknown> {
  const response = await fetch(`${CARRIER_BASE}/tracking/${encodeURIComponent(trackingNumber)}`, {
    headers: { authorization: `Bearer ${config.carrierApiKey}` },
  });
  return response.json();
}

export async function rateQuote(body: { from: string; to: string; weightKg: number }): Promise<unknown> {
  const { data } = await axios.post(`${CARRIER_BASE}/rates`, body, { headers: { authorization: `Bearer ${config.carrierApiKey}` } });
  return data;
}

export async function printLabel(zpl: string): Promise<void> {
  await axios.post('https://print.labelcloud.example/v1/jobs', zpl, { headers: { 'x-api-key': config.labelPrinterKey } });
}
