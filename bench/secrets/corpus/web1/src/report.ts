// @ts-nocheck
import axios from 'axios';

export const fetchReport = () => axios.get('https://reports.acme.io/daily', { auth: { username: 'reporter', password: 'y#QM@+qC4i2!hsN' } });
