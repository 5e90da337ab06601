export async function geocode(q) {
  const res = await fetch(`https://geo.acme.io/v1?q=${q}`, { headers: { 'X-Api-Key': 'oOGYx4rFeXskq96J3iENl4hpKDmlNYRF' } });
  return res.json();
}
