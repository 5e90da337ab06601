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

@WebServlet("/h3/xpath-html-encoded")
public class XpathHtmlEncoded extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("city");
        if (param == null) param = "";
        String bar = org.apache.commons.text.StringEscapeUtils.escapeHtml4(param);
        try {
            Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                    .parse(getServletContext().getResourceAsStream("/WEB-INF/offices.xml"));
            XPath xp = XPathFactory.newInstance().newXPath();
            String phone = xp.evaluate("//office[city=" + bar + "]/phone", doc);
            response.getWriter().println(org.apache.commons.text.StringEscapeUtils.escapeHtml4(phone));
        } catch (Exception e) {
            response.sendError(500);
        }
    }
}
