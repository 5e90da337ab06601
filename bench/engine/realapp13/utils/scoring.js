// Fit scores for the recruiter dashboard.
const FIELDS = ['yearsExperience', 'skillsMatched', 'referrals', 'assessment'];

export function scoreWith(formula, candidate) {
  const fn = new Function('c', `with (c) { return (${formula}); }`);
  return Number(fn(candidate)) || 0;
}

export function scoreWithWeights(weights, candidate) {
  let total = 0;
  for (const field of FIELDS) {
    const weight = Number(weights[field]);
    if (Number.isFinite(weight)) total += weight * (Number(candidate[field]) || 0);
  }
  return total;
}
