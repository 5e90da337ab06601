import axios from 'axios';

export const api = axios.create({
  baseURL: 'https://api.partner-inventory.example.net/v2',
  headers: {
    Authorization: 'Bearer ezI4DxjFkrXUzZMHFzswtLj41OGEpjDfpw5BaufX',
    'Content-Type': 'application/json',
  },
});

export async function fetchOrders(since: Date) {
  const { data } = await api.get('/orders', { params: { since: since.toISOString() } });
  return data;
}
