import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

public class CatalogXPathIntServlet extends HttpServlet {
    private Document catalog;

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        XPath xpath = XPathFactory.newInstance().newXPath();
        long id = Long.parseLong(req.getParameter("id"));
        try {
            String price = xpath.evaluate("/catalog/item[@id='" + id + "']/price/text()", catalog);
            resp.getWriter().println(price);
        } catch (XPathExpressionException e) {
            throw new ServletException(e);
        }
    }
}
