import { faker } from '@faker-js/faker';

const users = Array.from({ length: 50 }, () => ({
  id: faker.string.uuid(),
  email: faker.internet.email(),
  password: faker.internet.password({ length: 16 }),
}));
console.log(JSON.stringify(users));
