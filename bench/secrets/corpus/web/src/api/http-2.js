import axios from 'axios';

export const http = axios.create({
  baseURL: 'https://api.acme.io',
  headers: { Authorization: 'Bearer aPd1SPITrOseQ8whLB7IV43ufrs6nwGhQ8tL5RH2' },
});
