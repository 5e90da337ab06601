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
      res.json({ cid: body.cid, orderNo: 'x' });
    } catch (err) {
      next(err);
    }
  };
};
