import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

public class XPathEvalServlet extends HttpServlet {
    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("employee");
        if (param == null) param = "";
        try {
            DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
            dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            Document doc = dbf.newDocumentBuilder().parse(getServletContext().getResourceAsStream("/WEB-INF/staff.xml"));
            XPath xp = XPathFactory.newInstance().newXPath();
            String expression = "/staff/employee[@name='" + param + "']/salary";
            String salary = xp.evaluate(expression, doc);
            response.getWriter().println(salary.isEmpty() ? "unknown" : "found");
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
