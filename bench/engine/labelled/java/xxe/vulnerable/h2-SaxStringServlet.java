import java.io.IOException;
import java.io.StringReader;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;
import org.xml.sax.InputSource;
import org.xml.sax.helpers.DefaultHandler;

public class SaxStringServlet extends HttpServlet {
    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("xml");
        if (param == null) param = "<a/>";
        try {
            SAXParserFactory spf = SAXParserFactory.newInstance();
            SAXParser parser = spf.newSAXParser();
            final int[] count = {0};
            parser.parse(new InputSource(new StringReader(param)), new DefaultHandler() {
                @Override
                public void startElement(String uri, String local, String qName, org.xml.sax.Attributes a) {
                    count[0]++;
                }
            });
            response.getWriter().println(count[0]);
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
