import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;

@WebServlet("/h3/xxe-sax-secure")
public class XxeSaxSecure extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String xml = request.getParameter("xml");
        if (xml == null) xml = "<a/>";
        try {
            SAXParserFactory spf = SAXParserFactory.newInstance();
            spf.setFeature("http://xml.org/sax/features/external-general-entities", false);
            spf.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            spf.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            SAXParser parser = spf.newSAXParser();
            parser.parse(new org.xml.sax.InputSource(new java.io.StringReader(xml)), new org.xml.sax.helpers.DefaultHandler());
            response.getWriter().println("parsed");
        } catch (Exception e) {
            response.sendError(400);
        }
    }
}
