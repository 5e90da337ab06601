// @ts-nocheck
import axios from 'axios';

export const fetchReport = () => axios.get('https://reports.acme.io/daily', { auth: { username: 'reporter', password: '@82%7d?3hd9!Eez' } });
