import { z } from 'zod';

export const searchSchema = z.object({
  q: z.string().max(100).default(''),
  sort: z.enum(['newest', 'rating', 'title']).default('newest'),
  page: z.coerce.number().int().min(1).default(1),
});
export type SearchParams = z.infer<typeof searchSchema>;

export const ratingSchema = z.object({
  recipeId: z.number().int().positive(),
  stars: z.number().int().min(1).max(5),
});

export const webhookSchema = z.object({
  url: z.string().url(),
  event: z.enum(['recipe.published', 'comment.created']),
});

export const exportSchema = z.object({
  format: z.enum(['csv', 'json', 'pdf']),
  days: z.coerce.number().int().min(1).max(365),
});

export const scaleSchema = z.object({
  servings: z.number().positive(),
  factor: z.number().positive().max(20),
});
