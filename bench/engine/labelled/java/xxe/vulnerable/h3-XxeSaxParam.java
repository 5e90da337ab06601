import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;

@WebServlet("/h3/xxe-sax-param")
public class XxeSaxParam extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String xml = request.getParameter("xml");
        if (xml == null) xml = "<a/>";
        try {
            SAXParserFactory spf = SAXParserFactory.newInstance();
            SAXParser parser = spf.newSAXParser();
            final int[] count = { 0 };
            parser.parse(new org.xml.sax.InputSource(new java.io.StringReader(xml)), new org.xml.sax.helpers.DefaultHandler() {
                @Override
                public void startElement(String uri, String local, String q, org.xml.sax.Attributes a) {
                    count[0]++;
                }
            });
            response.getWriter().println(count[0]);
        } catch (Exception e) {
            response.sendError(400);
        }
    }
}
