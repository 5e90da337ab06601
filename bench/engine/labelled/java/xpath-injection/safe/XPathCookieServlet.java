import java.io.IOException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

public class XPathCookieServlet extends HttpServlet {
    private Document prefs;

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        int profile = 1;
        if (req.getCookies() != null) {
            for (Cookie c : req.getCookies()) {
                if ("profile".equals(c.getName())) profile = Integer.parseInt(c.getValue());
            }
        }
        XPath xpath = XPathFactory.newInstance().newXPath();
        try {
            resp.getWriter().println(xpath.evaluate("/prefs/profile[" + profile + "]/theme", prefs));
        } catch (XPathExpressionException e) {
            resp.sendError(400);
        }
    }
}
