import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/xxe-xml-reader-doctype-off")
public class XxeXmlReaderDoctypeOff extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        java.util.Enumeration<String> headers = request.getHeaders("X-H5-In");
        if (headers != null && headers.hasMoreElements()) {
            param = headers.nextElement();
        }
        param = java.net.URLDecoder.decode(param, "UTF-8");
        String bar = param;
        try {
            org.xml.sax.XMLReader xr = javax.xml.parsers.SAXParserFactory.newInstance().newSAXParser().getXMLReader();
            xr.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            xr.parse(new org.xml.sax.InputSource(new java.io.StringReader(bar)));
            response.getWriter().println("ok");
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
