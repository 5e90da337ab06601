import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.owasp.esapi.ESAPI;

public class EsapiEncodedServlet extends HttpServlet {
    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("q");
        if (param == null) param = "";
        String bar = ESAPI.encoder().encodeForHTML(param);
        response.setContentType("text/html");
        response.getWriter().print("<h2>Results for " + bar + "</h2>");
    }
}
