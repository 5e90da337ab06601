package fixtures.xpath;

import javax.servlet.http.HttpServletRequest;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

// A literal escaped by hand, one character at a time (analysis/char-exclusions.ts).
class StaffSearch {
    private Document staff;

    String find(HttpServletRequest request) throws XPathExpressionException {
        String name = request.getParameter("name");
        XPath xpath = XPathFactory.newInstance().newXPath();
        // ok: java-xpath-injection
        String a = xpath.evaluate("//person[@name='" + keepSafe(name) + "']", staff);
        // ruleid: java-xpath-injection
        String b = xpath.evaluate("//person[@name='" + dropDoubleQuotes(name) + "']", staff);
        return a + b;
    }

    private static String keepSafe(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\'' && c != '"') sb.append(c);
        }
        return sb.toString();
    }

    private static String dropDoubleQuotes(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '"') sb.append(c);
        }
        return sb.toString();
    }
}
