export async function geocode(q) {
  const res = await fetch(`https://geo.acme.io/v1?q=${q}`, { headers: { 'X-Api-Key': 'QzgR7gcEgQzLHIFTBaKqmkRJe3FI7GEA' } });
  return res.json();
}
