import sgMail from '@sendgrid/mail';
import formData from 'form-data';
import Mailgun from 'mailgun.js';

sgMail.setApiKey('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');

const mailgun = new Mailgun(formData);
export const mg = mailgun.client({ username: 'api', key: 'key-c4bc48abe9c686327a215c798917171c' });

export async function send(to: string, subject: string, html: string) {
  await sgMail.send({ to, from: 'no-reply@acme.io', subject, html });
}
