import { Prisma } from '@prisma/client';
import { prisma } from '../lib/prisma';
import type { SearchParams } from '../lib/schemas';

export interface RecipeRow {
  id: number;
  title: string;
  slug: string;
  rating: number;
}

const SORT_COLUMNS: Record<SearchParams['sort'], string> = {
  newest: '"createdAt" DESC',
  rating: 'rating DESC',
  title: 'title ASC',
};

/** The old search box: free text and a sort column straight from the query string. */
export function legacySearch(q: string, sort: string) {
  return prisma.$queryRawUnsafe<RecipeRow[]>(`SELECT id, title, slug, rating FROM "Recipe" WHERE title ILIKE '%${q}%' ORDER BY ${sort} LIMIT 50`);
}

/** Search with zod-checked parameters: the sort is one of three keys, the text is bound. */
export function searchRecipes(params: SearchParams) {
  const order = SORT_COLUMNS[params.sort];
  return prisma.$queryRawUnsafe<RecipeRow[]>(
    `SELECT id, title, slug, rating FROM "Recipe" WHERE title ILIKE $1 ORDER BY ${order} LIMIT 20 OFFSET $2`,
    `%${params.q}%`,
    (params.page - 1) * 20,
  );
}

export async function getRecipe(id: number) {
  const rows = await prisma.$queryRaw<RecipeRow[]>`SELECT id, title, slug, rating FROM "Recipe" WHERE id = ${id}`;
  return rows[0] ?? null;
}

export function recipeBySlug(slug: string) {
  return prisma.recipe.findUnique({ where: { slug }, include: { author: true } });
}

export function byCuisine(cuisine: string) {
  return prisma.$queryRaw<RecipeRow[]>(Prisma.sql`SELECT id, title, slug, rating FROM "Recipe" WHERE cuisine = ${cuisine} ORDER BY rating DESC`);
}

export function byTag(tag: string) {
  return prisma.$queryRaw<RecipeRow[]>(Prisma.raw(`SELECT id, title, slug, rating FROM "Recipe" WHERE tags @> ARRAY['${tag}']`));
}

export function countView(slug: string) {
  return prisma.$executeRawUnsafe(`UPDATE "Recipe" SET views = views + 1 WHERE slug = '${slug}'`);
}

export function archiveRecipes(ids: number[]) {
  return prisma.$executeRawUnsafe('UPDATE "Recipe" SET archived = true WHERE id = ANY($1)', ids);
}

export function addRating(recipeId: number, stars: number) {
  return prisma.$executeRawUnsafe(`UPDATE "Recipe" SET rating_sum = rating_sum + ${stars}, rating_count = rating_count + 1 WHERE id = ${recipeId}`);
}

export function featuredRecipes() {
  return prisma.recipe.findMany({ where: { featured: true }, orderBy: { rating: 'desc' }, take: 12 });
}
