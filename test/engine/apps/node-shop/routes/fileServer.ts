import path from 'path';
import { type Request, type Response, type NextFunction } from 'express';

module.exports = function servePublicFiles () {
  return ({ params }: Request, res: Response, next: NextFunction) => {
    const file = params.file;
    if (!file.includes('/')) {
      verify(file, res, next);
    } else {
      res.status(403);
      next(new Error('File names cannot contain forward slashes!'));
    }
  };

  function verify (file: string, res: Response, next: NextFunction) {
    if (file && (file.endsWith('.md') || file.endsWith('.pdf'))) {
      // ruleid: js-path-traversal
      res.sendFile(path.resolve('ftp/', file));
    } else {
      res.status(403);
      next(new Error('Only .md and .pdf files are allowed!'));
    }
  }
};
