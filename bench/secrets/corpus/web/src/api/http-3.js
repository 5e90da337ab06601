import axios from 'axios';

export const http = axios.create({
  baseURL: 'https://api.acme.io',
  headers: { Authorization: 'Bearer BNCX3PjhmQwMLZJmpyjoAXsCGUshHlmB2Fibl70k' },
});
