import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpression;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

public class XPathCookieCompileServlet extends HttpServlet {
    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = "none";
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if (c.getName().equals("region")) {
                    param = java.net.URLDecoder.decode(c.getValue(), "UTF-8");
                    break;
                }
            }
        }
        try {
            Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(getServletContext().getResourceAsStream("/WEB-INF/stores.xml"));
            XPath xp = XPathFactory.newInstance().newXPath();
            StringBuilder expr = new StringBuilder("//store[region='");
            expr.append(param).append("']");
            XPathExpression compiled = xp.compile(expr.toString());
            NodeList nodes = (NodeList) compiled.evaluate(doc, XPathConstants.NODESET);
            response.getWriter().println(nodes.getLength());
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
