import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamReader;
import java.io.StringReader;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/xxe-stax-dtd-off")
public class XxeStaxDtdOff extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String xml = request.getHeader("X-Payload");
            if (xml == null) xml = "<a/>";
            XMLInputFactory f = XMLInputFactory.newFactory();
            f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
            f.setProperty("javax.xml.stream.isSupportingExternalEntities", false);
            XMLStreamReader r = f.createXMLStreamReader(new StringReader(xml));
            int events = 0;
            while (r.hasNext()) {
                r.next();
                events++;
            }
            response.getWriter().println(events);
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
