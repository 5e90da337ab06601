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

@WebServlet("/h3/xpath-compile")
public class XpathCompile extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        java.io.BufferedReader body = request.getReader();
        StringBuilder sb = new StringBuilder();
        String line;
        while ((line = body.readLine()) != null) sb.append(line);
        String user = sb.toString();
        try {
            Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                    .parse(getServletContext().getResourceAsStream("/WEB-INF/users.xml"));
            XPath xp = XPathFactory.newInstance().newXPath();
            javax.xml.xpath.XPathExpression expr = xp.compile(String.format("//user[name/text()='%s']/role", user));
            org.w3c.dom.NodeList nodes = (org.w3c.dom.NodeList) expr.evaluate(doc, XPathConstants.NODESET);
            response.getWriter().println(nodes.getLength());
        } catch (Exception e) {
            response.sendError(500);
        }
    }
}
