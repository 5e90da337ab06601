import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/xss-esapi-html")
public class XssEsapiHtml extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String city = request.getParameter("city");
        if (city == null) city = "";
        StringBuilder sb = new StringBuilder();
        sb.append("<p>Weather for ");
        sb.append(org.owasp.esapi.ESAPI.encoder().encodeForHTML(city));
        sb.append("</p>");
        response.getWriter().println(sb.toString());
    }
}
