import java.io.IOException;
import java.util.Set;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

public class XPathCompileServlet extends HttpServlet {
    private static final Set<String> CATEGORIES = Set.of("books", "music", "games");
    private Document catalog;

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String category = req.getHeader("X-Category");
        if (!CATEGORIES.contains(category)) {
            resp.sendError(400);
            return;
        }
        try {
            NodeList nodes = (NodeList) XPathFactory.newInstance().newXPath()
                .compile("//product[@category='" + category + "']")
                .evaluate(catalog, XPathConstants.NODESET);
            resp.getWriter().println(nodes.getLength());
        } catch (XPathExpressionException e) {
            resp.sendError(400);
        }
    }
}
