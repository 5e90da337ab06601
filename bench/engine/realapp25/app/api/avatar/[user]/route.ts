import { randomUUID } from 'crypto';
import { readFile, unlink, writeFile } from 'fs/promises';
import path from 'path';
import { NextRequest, NextResponse } from 'next/server';
import { requireUser } from '../../../../lib/auth';
import { config } from '../../../../lib/config';
import { makeClip, makeThumbnail } from '../../../../lib/media';

const AVATARS = path.join(config.uploadsDir, 'avatars');

export async function GET(request: NextRequest, { params }: { params: { user: string } }) {
  const size = request.nextUrl.searchParams.get('size') === 'large' ? 'large' : 'small';
  const data = await readFile(path.join(AVATARS, size, `${params.user}.webp`));
  return new NextResponse(data, { headers: { 'Content-Type': 'image/webp' } });
}

export async function PUT(request: NextRequest, { params }: { params: { user: string } }) {
  const me = await requireUser();
  if (me.handle !== params.user) return NextResponse.json({ error: 'forbidden' }, { status: 403 });
  const form = await request.formData();
  const file = form.get('avatar') as File;
  const name = `${me.sub}-${randomUUID()}.webp`;
  const stored = path.join(AVATARS, 'original', name);
  await writeFile(stored, Buffer.from(await file.arrayBuffer()));
  await makeThumbnail(stored, 128);
  return NextResponse.json({ name });
}

export async function POST(request: NextRequest) {
  const me = await requireUser();
  const form = await request.formData();
  const video = form.get('video') as File;
  const stored = path.join(config.uploadsDir, 'videos', video.name);
  await writeFile(stored, Buffer.from(await video.arrayBuffer()));
  await makeClip(stored, String(form.get('start') ?? '0'));
  return NextResponse.json({ owner: me.sub, video: video.name });
}

export async function DELETE(request: NextRequest) {
  await requireUser();
  const { file } = await request.json();
  await unlink(path.join(AVATARS, 'original', file));
  return new NextResponse(null, { status: 204 });
}
