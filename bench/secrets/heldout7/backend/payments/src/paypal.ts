const PAYPAL_API = 'https://api-m.paypal.com';
const clientId = 'A2t83GBnbFbE_Dqi0jdHKm-_mCTD-PWIONoSUwhkLPmvwwiRQFix9KYca39zL4WuYU2gLyE9N1LuRCr5';
const clientSecret = 'EXZjbFz2ut3b-RdQZb-plH2f-MGoGrupIePty-tZUK_zoBTu9BqBIgVoP4MyvyU1H_VyUSJ_S4U-bayc';

export async function paypalToken(): Promise<string> {
  const res = await fetch(`${PAYPAL_API}/v1/oauth2/token`, {
    method: 'POST',
    headers: { Authorization: 'Basic ' + Buffer.from(`${clientId}:${clientSecret}`).toString('base64') },
    body: 'grant_type=client_credentials',
  });
  return (await res.json()).access_token;
}
