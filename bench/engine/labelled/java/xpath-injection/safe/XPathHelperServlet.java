import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

public class XPathHelperServlet extends HttpServlet {
    private Document orders;

    private String lookup(String expression) throws XPathExpressionException {
        return XPathFactory.newInstance().newXPath().evaluate(expression, orders);
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        try {
            String count = lookup("count(//order)");
            resp.getWriter().println(count + " orders; you asked about " + req.getParameter("customer").length() + " characters");
        } catch (XPathExpressionException e) {
            resp.sendError(400);
        }
    }
}
