'use server';

// A Next.js server-actions module: the browser calls each export with the arguments it chooses.
import { exec, execFile } from 'child_process';
import { z } from 'zod';

const exportSchema = z.object({
  format: z.enum(['csv', 'json']),
  days: z.coerce.number().int().min(1),
  label: z.string().max(40),
});

export async function exportReport(formData: FormData) {
  const printer = String(formData.get('printer') ?? '');
  // ruleid: js-command-injection
  exec(`lp -d ${printer} /var/reports/latest.pdf`);
  // ok: js-command-injection
  execFile('lp', ['-d', printer, '/var/reports/latest.pdf']);
  const { format, days, label } = exportSchema.parse(Object.fromEntries(formData));
  // ok: js-command-injection
  exec(`report --format ${format} --days ${days}`);
  // ruleid: js-command-injection
  exec(`report --label '${label}'`);
}

export async function scaleRecipe(input: unknown) {
  const parsed = z.object({ factor: z.number(), unit: z.string() }).safeParse(input);
  if (!parsed.success) return;
  // ok: js-command-injection
  exec(`convert-units --factor ${parsed.data.factor}`);
  // ruleid: js-command-injection
  exec(`convert-units --unit ${parsed.data.unit}`);
  const open = z.object({ factor: z.number() }).passthrough().parse(input) as { factor: number; extra: string };
  // ruleid: js-command-injection
  exec(`convert-units --extra ${open.extra}`);
}
