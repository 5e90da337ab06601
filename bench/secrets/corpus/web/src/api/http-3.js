import axios from 'axios';

export const http = axios.create({
  baseURL: 'https://api.acme.io',
  headers: { Authorization: 'Bearer hdEd3j13Ug6gqTEhyfHvyDBz376hfzUFyczmBHzE' },
});
