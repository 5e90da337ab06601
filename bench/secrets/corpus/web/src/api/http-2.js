import axios from 'axios';

export const http = axios.create({
  baseURL: 'https://api.acme.io',
  headers: { Authorization: 'Bearer rW9tYcaTmdhxE0Ek7f7S1N5NbrfgwNQ5Jo2FRzWb' },
});
