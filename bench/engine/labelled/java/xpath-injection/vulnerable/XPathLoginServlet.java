import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

public class XPathLoginServlet extends HttpServlet {
    private Document users;

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        XPath xpath = XPathFactory.newInstance().newXPath();
        String expr = "/users/user[name='" + req.getParameter("name") + "' and pin='" + req.getParameter("pin") + "']";
        try {
            boolean ok = !xpath.evaluate(expr, users).isEmpty();
            resp.setStatus(ok ? 200 : 401);
        } catch (XPathExpressionException e) {
            resp.sendError(400);
        }
    }
}
