import { exec, execFile, execSync } from 'child_process'
import path from 'path'
import { promisify } from 'util'
import { config } from '../config'

const execAsync = promisify(exec)
const execFileAsync = promisify(execFile)

export async function zipInvoices (month: string) {
  const target = path.join(config.invoiceDirectory, `invoices-${month}.zip`)
  await execAsync(`zip -r ${target} ${config.invoiceDirectory}/${month}`)
  return target
}

export async function zipInvoicesSafely (month: string) {
  if (!/^\d{4}-\d{2}$/.test(month)) throw new Error('month must look like 2024-05')
  const target = path.join(config.invoiceDirectory, `invoices-${month}.zip`)
  await execFileAsync('zip', ['-r', target, path.join(config.invoiceDirectory, month)])
  return target
}

export async function diskUsage () {
  const { stdout } = await execAsync('du -sh ' + config.uploadDirectory)
  return stdout.trim()
}

export async function convertLabel (format: string, file: string) {
  const { stdout } = await execFileAsync('convert', [file, `${format}:-`])
  return stdout
}

export async function printPackingSlip (printer: string, orderId: number) {
  const file = path.join(config.invoiceDirectory, 'slips', `${orderId}.pdf`)
  execSync(`lpr -P ${printer} ${file}`)
}
