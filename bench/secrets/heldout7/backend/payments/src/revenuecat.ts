const RC_API = 'https://api.revenuecat.com/v1';
const RC_SECRET_KEY = 'sk_Lb4NO457zgXFhioaTqYVlKFaRNbs';
const RC_PUBLIC_IOS = 'appl_AayxeeGFsCKi7i9RJLbiC96S8k9'; // public SDK key, same as in the app

export async function subscriber(appUserId: string) {
  const res = await fetch(`${RC_API}/subscribers/${encodeURIComponent(appUserId)}`, { headers: { Authorization: `Bearer ${RC_SECRET_KEY}`, 'X-Platform': 'ios' } });
  return res.json();
}
export { RC_PUBLIC_IOS };
