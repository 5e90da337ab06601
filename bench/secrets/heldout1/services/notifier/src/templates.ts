export const RESET_PASSWORD_SUBJECT = 'Reset your password';
export const RESET_PASSWORD_BODY = (link: string) =>
  `Someone asked to reset the password for your account. Follow <a href="${link}">this link</a> to choose a new password.`;
export const TOKEN_EXPIRED = 'Your access token expired; sign in again.';
export const API_KEY_CREATED = (name: string) => `A new API key named ${name} was created.`;
