/**
 * Per-object state (`states` model rows, src/engine/analysis/object-state.ts), exercised through
 * the Java XML parser models: configuration calls mark the factory, the mark travels to the
 * parser it makes, and the XXE sink fires only on a parser made in view and never hardened.
 */
import { describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../src/engine/index.js';

async function xxeLines(body: string, extraMembers = ''): Promise<number[]> {
  const content = `import java.io.*;
import javax.xml.XMLConstants;
import javax.xml.parsers.*;
import javax.servlet.http.*;
import org.xml.sax.InputSource;
public class S extends HttpServlet {
${extraMembers}
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String xml = request.getParameter("xml");
${body}
  }
}
`;
  const result = await analyzeFiles([{ path: 'S.java', content }], { parallel: false, secrets: false });
  return result.findings.filter((f) => f.ruleId === 'java-xxe').map((f) => f.lineNumber);
}

describe('object state: XML parser configuration', () => {
  it('a factory made and used unconfigured is reported at the parse', async () => {
    expect(await xxeLines(`    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.newDocumentBuilder().parse(new InputSource(new StringReader(xml)));`)).toEqual([11]);
  });

  it('Boolean.TRUE and the named constant count like the literals', async () => {
    expect(await xxeLines(`    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, Boolean.TRUE);
    f.newDocumentBuilder().parse(new InputSource(new StringReader(xml)));`)).toEqual([]);
  });

  it('a builder keeps the configuration its factory had when it was made (as JAXP copies it)', async () => {
    expect(await xxeLines(`    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    DocumentBuilder b = f.newDocumentBuilder();
    f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    b.parse(new InputSource(new StringReader(xml)));`)).toEqual([13]);
  });

  it('an unrelated feature set to true is not hardening', async () => {
    expect(await xxeLines(`    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setFeature("http://xml.org/sax/features/namespaces", true);
    f.newDocumentBuilder().parse(new InputSource(new StringReader(xml)));`)).toEqual([12]);
  });

  it('a factory parameter is judged by what the caller passed; an injected one of unknown origin is not judged', async () => {
    expect(
      await xxeLines(
        `    read(DocumentBuilderFactory.newInstance(), xml);`,
        `  private void read(DocumentBuilderFactory given, String text) throws Exception {
    given.newDocumentBuilder().parse(new InputSource(new StringReader(text)));
  }
  public void other(DocumentBuilderFactory injected, HttpServletRequest request) throws Exception {
    injected.newDocumentBuilder().parse(request.getInputStream());
  }`,
      ),
    ).toEqual([8, 15]); // the helper's parse, and the call that passes it the plain factory and the request's XML
  });

  it('a helper called with a hardened and with a plain factory is judged per call (states are part of the call context)', async () => {
    expect(
      await xxeLines(
        `    DocumentBuilderFactory hardened = DocumentBuilderFactory.newInstance();
    hardened.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    read(hardened, xml);
    read(DocumentBuilderFactory.newInstance(), xml);`,
        `  private void read(DocumentBuilderFactory given, String text) throws Exception {
    given.newDocumentBuilder().parse(new InputSource(new StringReader(text)));
  }`,
      ),
    ).toEqual([8, 15]); // the helper's parse (reached by the plain factory) and only the call with the plain factory
  });
});
