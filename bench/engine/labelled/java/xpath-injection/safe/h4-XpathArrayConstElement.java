import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/xpath-array-const-element")
public class XpathArrayConstElement extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String user = request.getParameter("user");
            String[][] grid = { { user, "alice" }, { "bob", user } };
            String who = grid[0][1];
            DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
            dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            Document doc = dbf.newDocumentBuilder().parse(getServletContext().getResourceAsStream("/WEB-INF/users.xml"));
            XPath xp = XPathFactory.newInstance().newXPath();

            String email = xp.evaluate("/users/user[@name='" + who + "']/email", doc);
            response.getWriter().println(email.length());
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
