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

@WebServlet("/h3/xpath-ternary-const")
public class XpathTernaryConst extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("sku");
        int num = 3;
        String bar = (num * 11) < 20 ? param : "A-100";
        try {
            Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                    .parse(getServletContext().getResourceAsStream("/WEB-INF/catalog.xml"));
            XPath xp = XPathFactory.newInstance().newXPath();
            Object n = xp.evaluate("/catalog/item[@sku='" + bar + "']", doc, XPathConstants.NODE);
            response.getWriter().println(n != null);
        } catch (Exception e) {
            response.sendError(500);
        }
    }
}
