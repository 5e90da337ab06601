import libxmljs from 'libxmljs';

export interface StatementLine {
  date: string;
  amount: string;
  reference: string;
}

function lines(doc: libxmljs.Document): StatementLine[] {
  return doc.find('//Ntry').map((n: any) => ({
    date: n.get('BookgDt/Dt')?.text() ?? '',
    amount: n.get('Amt')?.text() ?? '',
    reference: n.get('NtryRef')?.text() ?? '',
  }));
}

export const statementService = {
  // Bank statements (camt.053) uploaded by the accountant.
  parseStatement(xml: string): StatementLine[] {
    const doc = libxmljs.parseXmlString(xml, { noent: true, noblanks: true });
    return lines(doc);
  },

  parseStatementStrict(xml: string): StatementLine[] {
    const doc = libxmljs.parseXmlString(xml, { noblanks: true });
    return lines(doc);
  },
};
