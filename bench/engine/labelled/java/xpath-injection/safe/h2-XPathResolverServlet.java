import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.namespace.QName;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

public class XPathResolverServlet extends HttpServlet {
    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        final String param = request.getParameter("employee") == null ? "" : request.getParameter("employee");
        try {
            Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(getServletContext().getResourceAsStream("/WEB-INF/staff.xml"));
            XPath xp = XPathFactory.newInstance().newXPath();
            xp.setXPathVariableResolver((QName name) -> "who".equals(name.getLocalPart()) ? param : null);
            String salary = xp.evaluate("/staff/employee[@name=$who]/salary", doc);
            response.getWriter().println(salary.isEmpty() ? "unknown" : "found");
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
