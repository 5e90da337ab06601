import { type Request, type Response, type NextFunction } from 'express';
import vm from 'vm';
import yaml from 'js-yaml';
const libxml = require('libxmljs');

module.exports = function handleXmlUpload () {
  return ({ file }: Request, res: Response, next: NextFunction) => {
    if (file?.buffer && file.originalname.toLowerCase().endsWith('.xml')) {
      const data = file.buffer.toString();
      try {
        const sandbox = { libxml, data };
        vm.createContext(sandbox);
        // ruleid: js-xxe-libxml
        const xmlDoc = vm.runInContext('libxml.parseXml(data, { noblanks: true, noent: true, nocdata: true })', sandbox, { timeout: 2000 });
        res.status(410).send(String(xmlDoc.toString()).substring(0, 200));
      } catch (err) {
        next(err);
      }
    } else {
      res.status(204).end();
    }
  };
};

module.exports.direct = function handleXmlImport () {
  return ({ file }: Request, res: Response) => {
    const data = file!.buffer.toString();
    // ruleid: js-xxe-libxml
    const doc = libxml.parseXml(data, { noblanks: true, noent: true });
    // ok: js-xxe-libxml
    const plain = libxml.parseXml(data, { noblanks: true });
    res.json({ root: doc.root().name(), plain: plain.root().name() });
  };
};

module.exports.yaml = function handleYamlUpload () {
  return ({ file }: Request, res: Response) => {
    // The installed js-yaml version decides what `load` builds; a whole upload goes in.
    // ruleid: js-insecure-deserialization
    const doc = yaml.load(file!.buffer.toString());
    res.json({ keys: Object.keys(doc as object).length });
  };
};
