import type { Context } from 'koa';
import fs from 'node:fs';
import path from 'node:path';
import { exec, execFile } from 'node:child_process';
import { promisify } from 'node:util';

const TRANSCRIPTS = process.env.TRANSCRIPTS_DIR ?? '/srv/wavelength/transcripts';
const AUDIO = process.env.ARCHIVE_DIR ?? '/srv/wavelength/archive';
const execAsync = promisify(exec);
const execFileAsync = promisify(execFile);

export async function transcript(ctx: Context) {
  ctx.type = 'text/plain';
  ctx.body = fs.createReadStream(path.join(TRANSCRIPTS, ctx.params.file));
}

export async function transcriptById(ctx: Context) {
  const id = Number(ctx.params.id);
  if (!Number.isInteger(id)) ctx.throw(400);
  ctx.type = 'text/plain';
  ctx.body = fs.createReadStream(path.join(TRANSCRIPTS, `${id}.txt`));
}

export async function waveform(ctx: Context) {
  const { file, width } = ctx.query as { file: string; width?: string };
  const { stdout } = await execAsync(`audiowaveform -i ${path.join(AUDIO, file)} --output-format json -w ${width ?? 800}`);
  ctx.body = JSON.parse(stdout);
}

export async function waveformSafe(ctx: Context) {
  const { file } = ctx.query as { file: string };
  const source = path.join(AUDIO, path.basename(file));
  const { stdout } = await execFileAsync('audiowaveform', ['-i', source, '--output-format', 'json']);
  ctx.body = JSON.parse(stdout);
}

export async function caption(ctx: Context) {
  const { q } = ctx.query as { q?: string };
  ctx.type = 'html';
  ctx.body = `Captions matching ${q ?? ''}`;
}
