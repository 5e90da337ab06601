/**
 * Unit tests of the URL rules a module registers for function views of other modules
 * (`python-function-views.ts`); the analysis of such views is covered by the `urlconf` app of
 * python-apps.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { functionViewRoutes } from '../../../src/engine/analysis/python-function-views.js';
import { lower } from '../lower/python-helpers.js';

const SOURCE = `
from shop import app
from shop.views import orders
from shop.views.users import profile as user_profile

def local_view(x):
    return x

RULE = "/computed/<x>"
app.add_url_rule("/orders/<ref>", "order", orders.show)
app.add_url_rule(rule="/u/<name>", view_func=user_profile)
app.add_url_rule("/local/<x>", "local", local_view)
app.add_url_rule(RULE + "/more", "computed", orders.computed)
`;

describe('functionViewRoutes', () => {
  it('records imported views by their dotted name and simple name, with the constant rule and the receiver', async () => {
    const module = await lower(SOURCE);
    expect(functionViewRoutes(module)).toEqual([
      { view: 'show', target: 'shop.views.orders.show', rule: '/orders/<ref>', receiver: 'app' },
      { view: 'profile', target: 'shop.views.users.profile', rule: '/u/<name>', receiver: 'app' },
    ]);
  });
});
