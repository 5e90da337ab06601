import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

public class XPathIndexServlet extends HttpServlet {
    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        int index = Integer.parseInt(request.getParameter("n"));
        try {
            Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(getServletContext().getResourceAsStream("/WEB-INF/items.xml"));
            XPath xp = XPathFactory.newInstance().newXPath();
            String name = xp.evaluate("/items/item[" + index + "]/name", doc);
            response.setContentType("text/plain");
            response.getWriter().println(name.length());
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
