import nodemailer from 'nodemailer'
import logger from '../lib/logger'

const transport = nodemailer.createTransport({
  host: 'smtp.harborgoods.example',
  port: 587,
  auth: { user: 'orders@harborgoods.example', pass: 'Mar1ner$Smtp#2024-q3' }
})

const marketingTransport = nodemailer.createTransport({
  host: 'smtp.mailrelay.example',
  port: 587,
  auth: { user: process.env.MARKETING_SMTP_USER, pass: process.env.MARKETING_SMTP_PASSWORD }
})

export async function sendMail (to: string, subject: string, text: string): Promise<boolean> {
  try {
    await transport.sendMail({ from: 'Harbor Goods <orders@harborgoods.example>', to, subject, text })
    return true
  } catch (err: any) {
    logger.warn(`mail to ${to} failed: ${err.message}`)
    return false
  }
}

export async function sendNewsletter (to: string, html: string): Promise<void> {
  await marketingTransport.sendMail({ from: 'Harbor Goods <news@harborgoods.example>', to, subject: 'News from the harbor', html })
}
