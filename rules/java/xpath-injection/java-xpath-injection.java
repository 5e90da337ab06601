package fixtures.xpath;

import javax.servlet.http.HttpServletRequest;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathExpression;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.owasp.esapi.ESAPI;
import org.w3c.dom.Document;

public class UserStore {
    private Document users;

    public String role(HttpServletRequest request) throws XPathExpressionException {
        String name = request.getParameter("name");
        XPath xpath = XPathFactory.newInstance().newXPath();
        // ruleid: java-xpath-injection
        String role = xpath.evaluate("//user[@name='" + name + "']/role", users);

        // ruleid: java-xpath-injection
        xpath.compile("//user[@id='" + request.getParameter("id") + "']");

        // ruleid: java-xpath-injection
        XPathExpression byEmail = xpath.compile("//user[@email='" + request.getHeader("X-Email") + "']");
        byEmail.evaluate(users);

        xpath.setXPathVariableResolver(v -> name);
        // ok: java-xpath-injection
        String safe = xpath.evaluate("//user[@name=$name]/role", users);

        // ok: java-xpath-injection
        xpath.evaluate("//user[@name='" + ESAPI.encoder().encodeForXPath(name) + "']/role", users);

        long id = Long.parseLong(request.getParameter("id"));
        // ok: java-xpath-injection
        xpath.evaluate("//user[@id=" + id + "]/role", users);
        return role;
    }
}
