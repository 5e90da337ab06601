'use server';

import { unlink, writeFile } from 'fs/promises';
import path from 'path';
import axios from 'axios';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { requireUser } from '../../lib/auth';
import { config } from '../../lib/config';
import { fetchJson } from '../../lib/http';
import { ratingSchema } from '../../lib/schemas';
import { execAsync } from '../../lib/shell';
import { addComment, deleteComment } from '../../services/comments';
import { addRating } from '../../services/recipes';
import { updateProfile } from '../../services/users';

export async function postComment(formData: FormData) {
  const user = await requireUser();
  const recipeId = Number(formData.get('recipeId'));
  const body = String(formData.get('body') ?? '').slice(0, 4000);
  await addComment(recipeId, user.sub, body);
  revalidatePath(`/recipes/${encodeURIComponent(String(formData.get('slug')))}`);
}

export async function removeComment(formData: FormData) {
  const user = await requireUser();
  await deleteComment(String(formData.get('commentId')), user.sub);
  revalidatePath('/recipes');
}

export async function rateRecipe(input: unknown) {
  await requireUser();
  const { recipeId, stars } = ratingSchema.parse(input);
  await addRating(recipeId, stars);
}

export async function saveProfile(formData: FormData) {
  const user = await requireUser();
  await updateProfile(user.sub, {
    display_name: String(formData.get('displayName') ?? ''),
    website: String(formData.get('website') ?? ''),
    bio_html: String(formData.get('bio') ?? ''),
  });
  const returnTo = String(formData.get('returnTo') ?? '/account');
  redirect(returnTo);
}

export async function finishOnboarding() {
  await requireUser();
  redirect('/account?welcome=1');
}

export async function attachPhoto(formData: FormData) {
  const user = await requireUser();
  const photo = formData.get('photo') as File;
  const folder = path.join(config.uploadsDir, 'recipes', String(user.sub));
  await writeFile(path.join(folder, photo.name), Buffer.from(await photo.arrayBuffer()));
  await writeFile(path.join(folder, `${crypto.randomUUID()}.jpg`), Buffer.from(await photo.arrayBuffer()));
}

export async function removePhoto(formData: FormData) {
  const user = await requireUser();
  const name = path.basename(String(formData.get('name')));
  await unlink(path.join(config.uploadsDir, 'recipes', String(user.sub), name));
}

export async function importFromUrl(formData: FormData) {
  await requireUser();
  const source = String(formData.get('source') ?? '');
  const recipe = await fetchJson<{ title: string; image: string }>(`${source}/recipe.json`);
  const image = await axios.get<ArrayBuffer>(recipe.image, { responseType: 'arraybuffer' });
  const cover = await axios.get<ArrayBuffer>(`${config.cdnBase}/placeholders/${encodeURIComponent(recipe.title)}.jpg`, { responseType: 'arraybuffer' });
  return { title: recipe.title, bytes: image.data.byteLength || cover.data.byteLength };
}

export async function printShoppingList(formData: FormData) {
  const user = await requireUser();
  const listId = Number(formData.get('listId'));
  const printer = String(formData.get('printer') ?? 'kitchen');
  await execAsync(`potluck-print --list ${listId} --user ${user.sub}`);
  await execAsync(`lp -d ${printer} ${config.exportsDir}/list-${listId}.pdf`);
}
