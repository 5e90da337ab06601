import axios from 'axios';
import { getSecret } from '../secrets';

export async function hubspot() {
  const token = await getSecret('hubspot/private-app-token');
  return axios.create({
    baseURL: 'https://api.hubapi.com',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    timeout: 10_000,
  });
}

export async function upsertContact(email: string, props: Record<string, string>) {
  const client = await hubspot();
  await client.post('/crm/v3/objects/contacts', { properties: { email, ...props } });
}
