import { type Request, type Response, type NextFunction } from 'express';
import * as models from '../models/index';

module.exports = function searchProducts () {
  return (req: Request, res: Response, next: NextFunction) => {
    let criteria: any = req.query.q === 'undefined' ? '' : req.query.q ?? '';
    criteria = (criteria.length <= 200) ? criteria : criteria.substring(0, 200);
    // ruleid: js-sqli-tainted-query
    models.sequelize.query(`SELECT * FROM Products WHERE ((name LIKE '%${criteria}%' OR description LIKE '%${criteria}%') AND deletedAt IS NULL) ORDER BY name`)
      .then(([products]: any) => res.json({ status: 'success', data: products }))
      .catch((error: Error) => next(error));
  };
};

module.exports.byCategory = function byCategory () {
  return (req: Request, res: Response, next: NextFunction) => {
    // ok: js-sqli-tainted-query
    models.sequelize.query('SELECT * FROM Products WHERE category = :category AND deletedAt IS NULL', { replacements: { category: req.query.category } })
      .then(([products]: any) => res.json({ status: 'success', data: products }))
      .catch((error: Error) => next(error));
  };
};
