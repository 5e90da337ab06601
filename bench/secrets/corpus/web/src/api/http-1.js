import axios from 'axios';

export const http = axios.create({
  baseURL: 'https://api.acme.io',
  headers: { Authorization: 'Bearer 6fMyxXqz3XmM4JE1LjPXWK78Sy62GCNJ88fkRU0h' },
});
