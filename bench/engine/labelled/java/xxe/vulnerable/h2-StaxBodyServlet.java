import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamReader;

public class StaxBodyServlet extends HttpServlet {
    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            XMLInputFactory factory = XMLInputFactory.newInstance();
            XMLStreamReader reader = factory.createXMLStreamReader(request.getInputStream());
            int elements = 0;
            while (reader.hasNext()) {
                if (reader.next() == XMLStreamReader.START_ELEMENT) elements++;
            }
            response.getWriter().println(elements);
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
