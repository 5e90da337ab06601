export async function geocode(q) {
  const res = await fetch(`https://geo.acme.io/v1?q=${q}`, { headers: { 'X-Api-Key': '38Re9vc7d2v2ay0D3Q9Mp5ufBzAnpBsi' } });
  return res.json();
}
