import libxmljs from 'libxmljs2';

// Partner job feeds are plain RSS-like XML.
export function parseJobFeed(xml) {
  const doc = libxmljs.parseXml(xml, { nonet: true });
  return doc.find('//job').map((node) => ({
    title: node.get('title')?.text(),
    location: node.get('location')?.text(),
  }));
}

// Bulk import files from the old ATS use entities for repeated boilerplate, so they are expanded.
export function parseBulkImport(xml) {
  const doc = libxmljs.parseXml(xml, { noent: true, dtdload: true });
  return doc.find('//candidate').map((node) => ({
    name: node.get('name')?.text(),
    email: node.get('email')?.text(),
  }));
}
