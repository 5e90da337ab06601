import yaml from 'js-yaml';
import serialize from 'node-serialize';
import { parseBulkImport } from '../utils/xml.js';

export default class ImportService {
  fromXml(xml) {
    return parseBulkImport(String(xml));
  }

  fromYaml(text) {
    const doc = yaml.load(String(text), { schema: yaml.CORE_SCHEMA });
    return Array.isArray(doc?.jobs) ? doc.jobs : [];
  }

  fromSnapshot(text) {
    // Snapshots written by the 2019 admin tool keep Date objects and helper functions.
    return serialize.unserialize(String(text));
  }
}
