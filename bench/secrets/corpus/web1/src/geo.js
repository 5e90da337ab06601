export async function geocode(q) {
  const res = await fetch(`https://geo.acme.io/v1?q=${q}`, { headers: { 'X-Api-Key': 'l5IkRVlajuFmOpgs8Cpvtxo8wTZadpA5' } });
  return res.json();
}
