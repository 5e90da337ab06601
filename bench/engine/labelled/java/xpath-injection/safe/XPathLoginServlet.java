import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.namespace.QName;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

public class XPathLoginServlet extends HttpServlet {
    private Document users;

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        XPath xpath = XPathFactory.newInstance().newXPath();
        String name = req.getParameter("name");
        String pin = req.getParameter("pin");
        xpath.setXPathVariableResolver((QName v) -> "name".equals(v.getLocalPart()) ? name : pin);
        try {
            boolean ok = !xpath.evaluate("/users/user[name=$name and pin=$pin]", users).isEmpty();
            resp.setStatus(ok ? 200 : 401);
        } catch (XPathExpressionException e) {
            resp.sendError(400);
        }
    }
}
