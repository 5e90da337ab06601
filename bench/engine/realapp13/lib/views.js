// Nunjucks renders the recruiter pages and e-mails; the public site uses Pug through Express.
import nunjucks from 'nunjucks';
import path from 'node:path';
import config from '../config/index.js';

export const njk = nunjucks.configure(path.join(config.root, 'views', 'njk'), { autoescape: true, throwOnUndefined: false });

njk.addFilter('money', (n) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(n));
