import sgMail from '@sendgrid/mail';
import formData from 'form-data';
import Mailgun from 'mailgun.js';

sgMail.setApiKey('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');
const mailgun = new Mailgun(formData).client({ username: 'api', key: 'key-c1e59e34cf839dfb24a2018f59d8d885', url: 'https://api.eu.mailgun.net' });
export const POSTMARK_SERVER_TOKEN = 'ac82a844-dac5-4da1-928b-9cef9ec28b40';
export const UNSUBSCRIBE_GROUP = 88598;
export const TEMPLATE_IDS = { receipt: 'd-f1b0f956395af061e8b47bf2206f890b', welcome: 'd-6e7c19216ef913b6d5957a306fd3bcea' };
export { mailgun };
