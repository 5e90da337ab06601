import axios from 'axios';

export const http = axios.create({
  baseURL: 'https://api.acme.io',
  headers: { Authorization: 'Bearer ZZNQ82HINuXebS1QkhTnW5p9fxejFv1zDh8I5yge' },
});
