import axios from 'axios';

export const http = axios.create({
  baseURL: 'https://api.acme.io',
  headers: { Authorization: 'Bearer Kkd9DH001V3HhKCLBlDD556DZ3n0IBVScbLux51S' },
});
