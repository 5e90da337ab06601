import axios from 'axios';

export const http = axios.create({
  baseURL: 'https://api.acme.io',
  headers: { Authorization: 'Bearer SXC8rIBu5za7FA3nUUzMuKaw9MUwGLwZTiDxahXf' },
});
