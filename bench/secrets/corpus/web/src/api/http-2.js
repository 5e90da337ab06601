import axios from 'axios';

export const http = axios.create({
  baseURL: 'https://api.acme.io',
  headers: { Authorization: 'Bearer lPdQ3VXU551M3AwO4Wdgx3s4cImPquyseBIBOcO6' },
});
