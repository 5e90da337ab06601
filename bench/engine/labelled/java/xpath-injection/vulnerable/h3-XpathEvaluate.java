import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

@WebServlet("/h3/xpath-evaluate")
public class XpathEvaluate extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String sku = "";
        java.util.Enumeration<String> names = request.getParameterNames();
        if (names.hasMoreElements()) {
            sku = request.getParameter(names.nextElement());
        }
        try {
            DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
            dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            Document doc = dbf.newDocumentBuilder().parse(getServletContext().getResourceAsStream("/WEB-INF/catalog.xml"));
            XPath xp = XPathFactory.newInstance().newXPath();
            String price = xp.evaluate("/catalog/item[@sku='" + sku + "']/price", doc);
            response.getWriter().println(price);
        } catch (Exception e) {
            response.sendError(500);
        }
    }
}
