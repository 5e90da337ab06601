export async function geocode(q) {
  const res = await fetch(`https://geo.acme.io/v1?q=${q}`, { headers: { 'X-Api-Key': 'okIDJsdYZOCP2PJofdOuSY942Hkv31sx' } });
  return res.json();
}
