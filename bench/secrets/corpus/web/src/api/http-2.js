import axios from 'axios';

export const http = axios.create({
  baseURL: 'https://api.acme.io',
  headers: { Authorization: 'Bearer xUHSGqCmq5k4uWrxPEQVn8w55l7GPscHWe8ivemy' },
});
