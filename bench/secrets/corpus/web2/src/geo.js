export async function geocode(q) {
  const res = await fetch(`https://geo.acme.io/v1?q=${q}`, { headers: { 'X-Api-Key': 'hk4IQLY3GlgOes0Ea3iI3f8BwUmBGuHS' } });
  return res.json();
}
