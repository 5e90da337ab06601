'use strict';

module.exports = {
  client: {
    email: 'jo.bloggs@example.org',
    password: 'correct-horse-battery-staple',
    first_name: 'Jo',
    last_name: 'Bloggs'
  },
  staff: {
    username: 'reception1',
    password: 'test-only-password'
  },
  pet: { name: 'Biscuit', species: 'dog', breed: 'Beagle' }
};
