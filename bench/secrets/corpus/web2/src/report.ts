// @ts-nocheck
import axios from 'axios';

export const fetchReport = () => axios.get('https://reports.acme.io/daily', { auth: { username: 'reporter', password: '!K4fqVU&%d8!6QS' } });
