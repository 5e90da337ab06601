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

@WebServlet("/h3/xpath-variable-resolver")
public class XpathVariableResolver extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        final String sku = request.getParameter("sku");
        try {
            Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                    .parse(getServletContext().getResourceAsStream("/WEB-INF/catalog.xml"));
            XPath xp = XPathFactory.newInstance().newXPath();
            xp.setXPathVariableResolver(qname -> "sku".equals(qname.getLocalPart()) ? sku : null);
            String price = xp.evaluate("/catalog/item[@sku=$sku]/price", doc);
            response.getWriter().println(org.owasp.esapi.ESAPI.encoder().encodeForHTML(price));
        } catch (Exception e) {
            response.sendError(500);
        }
    }
}
