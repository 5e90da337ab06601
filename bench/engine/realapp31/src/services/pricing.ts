export interface RateInput {
  weightKg: number;
  distanceKm: number;
}

const BUILT_IN: Record<string, (input: RateInput) => number> = {
  standard: ({ weightKg, distanceKm }) => 4.5 + weightKg * 0.8 + distanceKm * 0.02,
  express: ({ weightKg, distanceKm }) => 9 + weightKg * 1.1 + distanceKm * 0.035,
};

export function builtInRate(plan: string, input: RateInput): number {
  const fn = BUILT_IN[plan] ?? BUILT_IN.standard;
  return Math.round(fn(input) * 100) / 100;
}

// Enterprise customers can describe their own surcharge formula, e.g. "weightKg > 30 ? 12 : 0".
export function customSurcharge(formula: string, input: RateInput): number {
  const evaluate = new Function('weightKg', 'distanceKm', `return (${formula});`);
  return Number(evaluate(input.weightKg, input.distanceKm)) || 0;
}
