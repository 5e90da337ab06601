// @ts-nocheck
// @ts-nocheck
const token = localStorage.getItem('token');
const secretKey: string = process.env.SECRET_KEY!;
const message = t('password.tooShort');
const apiKey = crypto.randomBytes(16).toString('hex');
export const fakeUser = { password: faker.internet.password() };
