export async function geocode(q) {
  const res = await fetch(`https://geo.acme.io/v1?q=${q}`, { headers: { 'X-Api-Key': 'C1R0vauYIup3nIK2yHTFr8dEKHuD6erb' } });
  return res.json();
}
