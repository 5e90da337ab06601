import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamReader;

@WebServlet("/h3/xxe-stax-no-dtd")
public class XxeStaxNoDtd extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            XMLInputFactory xif = XMLInputFactory.newInstance();
            xif.setProperty(XMLInputFactory.SUPPORT_DTD, false);
            xif.setProperty("javax.xml.stream.isSupportingExternalEntities", false);
            XMLStreamReader r = xif.createXMLStreamReader(request.getReader());
            int elements = 0;
            while (r.hasNext()) {
                if (r.next() == XMLStreamReader.START_ELEMENT) elements++;
            }
            response.getWriter().println(elements);
        } catch (Exception e) {
            response.sendError(400);
        }
    }
}
