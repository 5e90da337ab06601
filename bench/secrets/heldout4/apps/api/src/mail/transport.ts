import nodemailer from 'nodemailer';

// SMTP relay through SendGrid: the username is literally "apikey" and the password is the key.
export const transport = nodemailer.createTransport({
  host: 'smtp.sendgrid.net',
  port: 587,
  secure: false,
  auth: {
    user: 'apikey',
    pass: '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',
  },
});

export async function sendReceipt(to: string, html: string) {
  await transport.sendMail({ from: 'receipts@harbor.dev', to, subject: 'Your Harbor receipt', html });
}
