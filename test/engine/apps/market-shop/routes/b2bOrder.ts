import vm from 'vm';
import { type Request, type Response, type NextFunction } from 'express';
const safeEval = require('notevil');

module.exports = function b2bOrder () {
  return ({ body }: Request, res: Response, next: NextFunction) => {
    const orderLinesData = body.orderLinesData || '';
    try {
      const sandbox = { safeEval, orderLinesData };
      vm.createContext(sandbox);
      // ruleid: js-code-injection
      vm.runInContext('safeEval(orderLinesData)', sandbox, { timeout: 2000 });
      res.json({ cid: body.cid, orderNo: Date.now().toString(36) });
    } catch (err) {
      next(err);
    }
  };
};

module.exports.estimate = function estimateShipping () {
  return ({ body }: Request, res: Response) => {
    const sandbox = vm.createContext({ weight: String(body.weight ?? ''), cost: 0 });
    // ok: js-code-injection
    vm.runInContext('cost = weight.length > 3 ? 12 : 5', sandbox, { timeout: 100 });
    res.json({ cost: sandbox.cost });
  };
};
