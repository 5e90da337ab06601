/**
 * Guards written with Java library APIs (src/engine/analysis/api-guards.ts), exercised through the
 * Java rules: whole-string `matches`, and a URL's host checked against constants.
 */
import { describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../src/engine/index.js';

async function findings(body: string): Promise<string[]> {
  const content = `import java.net.URL;
import java.util.Set;
import java.util.regex.Pattern;
import javax.servlet.http.*;
public class S extends HttpServlet {
  private static final Set<String> HOSTS = Set.of("a.example", "b.example");
  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String v = request.getParameter("v");
    java.sql.Statement st = null;
${body}
  }
}
`;
  const result = await analyzeFiles([{ path: 'S.java', content }], { parallel: false, secrets: false });
  return result.findings.map((f) => `${f.category}:${f.lineNumber}`);
}

describe('Java API guards', () => {
  it('String.matches of an inert pattern validates the receiver past a reject', async () => {
    expect(await findings(`    if (!v.matches("[a-z_]+")) return;
    st.executeQuery("SELECT " + v);`)).toEqual([]);
  });

  it('a pattern that admits quotes or spaces validates nothing', async () => {
    expect(await findings(`    if (!v.matches("[a-z ']+")) return;
    st.executeQuery("SELECT " + v);`)).toEqual(['sqli:11']);
  });

  it('Pattern.matches and Pattern.compile(re).matcher(x).matches() validate their subject', async () => {
    expect(await findings(`    if (Pattern.matches("\\\\w+", v)) st.executeQuery("SELECT " + v);
    if (Pattern.compile("[0-9a-f-]+").matcher(v).matches()) st.executeQuery("SELECT " + v);`)).toEqual([]);
  });

  it('a URL whose host is in a constant set, or equals a constant, is not SSRF; an unchecked one is', async () => {
    expect(await findings(`    URL u = new URL(v);
    if (HOSTS.contains(u.getHost())) u.openStream();
    if (u.getHost().equals("a.example")) u.openStream();
    u.openStream();`)).toEqual(['ssrf:13']);
  });
});
