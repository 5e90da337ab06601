import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/xxe-stax-no-dtd")
public class XxeStaxNoDtd extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("h5in");
        if (param == null) param = "";
        String bar = param;
        try {
            javax.xml.stream.XMLInputFactory xif = javax.xml.stream.XMLInputFactory.newInstance();
            xif.setProperty(javax.xml.stream.XMLInputFactory.SUPPORT_DTD, false);
            javax.xml.stream.XMLStreamReader r = xif.createXMLStreamReader(new java.io.StringReader(bar));
            while (r.hasNext()) r.next();
            response.getWriter().println("ok");
        } catch (javax.xml.stream.XMLStreamException e) {
            throw new ServletException(e);
        }
    }
}
