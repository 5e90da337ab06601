// @ts-nocheck
import axios from 'axios';

export const fetchReport = () => axios.get('https://reports.acme.io/daily', { auth: { username: 'reporter', password: 'mjP*x5r%7d6!ara' } });
