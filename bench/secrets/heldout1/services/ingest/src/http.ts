import axios from 'axios';

export const api = axios.create({
  baseURL: 'https://api.partner-ingest.example.net/v2',
  headers: {
    Authorization: 'Bearer As6Bx7LyFmmoJ4ugYlTzBMa7OoDIk069JjvvpVVE',
    'Content-Type': 'application/json',
  },
});

export async function fetchOrders(since: Date) {
  const { data } = await api.get('/orders', { params: { since: since.toISOString() } });
  return data;
}
