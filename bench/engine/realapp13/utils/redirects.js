// Where the site may send a browser after login or from a "see the employer's page" link.
const PARTNERS = {
  linkedin: 'https://www.linkedin.com/jobs/view/',
  indeed: 'https://www.indeed.com/viewjob?jk=',
};

export function isLocalPath(target) {
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

export function partnerUrl(partner, ref) {
  const base = Object.hasOwn(PARTNERS, partner) ? PARTNERS[partner] : null;
  return base && ref ? base + encodeURIComponent(ref) : null;
}
