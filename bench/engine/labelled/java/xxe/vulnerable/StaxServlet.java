import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

public class StaxServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        try {
            XMLStreamReader reader = XMLInputFactory.newInstance().createXMLStreamReader(req.getInputStream());
            int elements = 0;
            while (reader.hasNext()) {
                if (reader.next() == XMLStreamReader.START_ELEMENT) elements++;
            }
            resp.getWriter().println(elements);
        } catch (XMLStreamException e) {
            resp.sendError(400);
        }
    }
}
