// @ts-nocheck
import axios from 'axios';

export const fetchReport = () => axios.get('https://reports.acme.io/daily', { auth: { username: 'reporter', password: 'sxWC3mzZrc2!4QV' } });
