import path from 'path';
import { type Request, type Response, type NextFunction } from 'express';

const LEGAL_FILES = ['legal.md', 'terms.md', 'acquisitions.md'];

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
      // `%2e%2e%5c` and a null byte before `.md` still walk out of ftp/.
      // ruleid: js-path-traversal
      res.sendFile(path.resolve('ftp/', file));
    } else {
      res.status(403);
      next(new Error('Only .md and .pdf files are allowed!'));
    }
  }
};

module.exports.legal = function serveLegalFiles () {
  return ({ params }: Request, res: Response) => {
    const file = path.basename(params.file);
    if (!LEGAL_FILES.includes(file)) return res.sendStatus(404);
    // ok: js-path-traversal
    res.sendFile(path.resolve('ftp/legal/', file));
  };
};
