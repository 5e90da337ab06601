import axios from 'axios';

export const http = axios.create({
  baseURL: 'https://api.acme.io',
  headers: { Authorization: 'Bearer 8qIVulqZipK4MOJO4I9rKB1LaImuFoAb7gVFsqhR' },
});
