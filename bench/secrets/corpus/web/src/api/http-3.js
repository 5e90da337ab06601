import axios from 'axios';

export const http = axios.create({
  baseURL: 'https://api.acme.io',
  headers: { Authorization: 'Bearer qWUnj8M1m5pGQ1Nsk38IVnjArEYby0a8wimqps2s' },
});
