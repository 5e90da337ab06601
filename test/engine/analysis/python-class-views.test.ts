/**
 * Unit tests of the URL rules read for Python class-based views (`python-class-views.ts`) and of
 * the typed-converter check over a list of rules (`route-converters.ts`).
 */
import { describe, expect, it } from 'vitest';
import { classViewRoutes } from '../../../src/engine/analysis/python-class-views.js';
import { typedInEveryRule } from '../../../src/engine/analysis/route-converters.js';
import { lower } from '../lower/python-helpers.js';

const SOURCE = `
from flask import Flask
from flask_restful import Api
from . import views
from .resources import ItemResource, Upload

def register(app: Flask, api: Api, prefix):
    app.add_url_rule("/items/<int:item_id>", view_func=views.ItemView.as_view("item"))
    listing = views.ListView.as_view("listing")
    app.add_url_rule("/lists/", view_func=listing)
    app.add_url_rule("/lists/<name>", "by_name", listing)
    app.add_url_rule(prefix + "/dynamic", view_func=views.Dynamic.as_view("dynamic"))
    app.add_url_rule("/plain", view_func=plain_function)
    api.add_resource(ItemResource, "/api/items/<int:item_id>", "/api/items/by-sku/<sku>")
    api.add_resource(Upload, prefix + "/upload")
`;

describe('classViewRoutes', () => {
  it('reads constant rules of as_view registrations (directly or through a variable) and of add_resource', async () => {
    const module = await lower(SOURCE);
    expect(classViewRoutes(module)).toEqual([
      { view: 'ItemView', rule: '/items/<int:item_id>' },
      { view: 'ListView', rule: '/lists/' },
      { view: 'ListView', rule: '/lists/<name>' },
      { view: 'ItemResource', rule: '/api/items/<int:item_id>' },
      { view: 'ItemResource', rule: '/api/items/by-sku/<sku>' },
    ]);
  });
});

describe('typedInEveryRule', () => {
  it('holds when every rule binding the parameter binds it through int, float or uuid, and one does', () => {
    expect(typedInEveryRule(['/a/<int:id>', '/b/<uuid:id>', '/c'], 'id')).toBe(true);
    expect(typedInEveryRule(['/a/<int:id>', '/b/<path:id>'], 'id')).toBe(false);
    expect(typedInEveryRule(['/a/<id>'], 'id')).toBe(false);
    expect(typedInEveryRule(['/a'], 'id')).toBe(false);
    expect(typedInEveryRule([], 'id')).toBe(false);
  });
});
