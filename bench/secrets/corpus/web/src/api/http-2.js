import axios from 'axios';

export const http = axios.create({
  baseURL: 'https://api.acme.io',
  headers: { Authorization: 'Bearer HIBNNghClmjc1BevjOctAZSyJxTqVVY8WOaGRRWr' },
});
