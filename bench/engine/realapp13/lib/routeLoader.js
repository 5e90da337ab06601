// Resolves config/routes.js at start-up: 'JobsController.show' -> import('../controllers/JobsController.js'),
// one instance per controller, method bound to it, middleware looked up by name.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import config from '../config/index.js';
import middlewareByName from '../middleware/index.js';

const instances = new Map();

async function controllerInstance(name) {
  if (!instances.has(name)) {
    const file = path.join(config.root, 'controllers', `${name}.js`);
    const mod = await import(pathToFileURL(file).href);
    const Controller = mod.default;
    instances.set(name, new Controller());
  }
  return instances.get(name);
}

function wrap(handler) {
  // Express 4 does not catch rejected promises; forward them to the error handler.
  return (req, res, next) => Promise.resolve(handler(req, res, next)).catch(next);
}

export async function loadRoutes(app, table) {
  for (const route of table) {
    const [controllerName, methodName] = route.action.split('.');
    const controller = await controllerInstance(controllerName);
    const method = controller[methodName];
    if (typeof method !== 'function') throw new Error(`Unknown action ${route.action}`);
    const chain = route.middleware.map((name) => middlewareByName[name]);
    app[route.method](route.path, ...chain, wrap(method.bind(controller)));
  }
}
