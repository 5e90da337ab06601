import java.io.IOException;
import java.util.Base64;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class Base64RoundTripServlet extends HttpServlet {
    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("name");
        if (param == null) param = "";
        String bar = new String(Base64.getDecoder().decode(Base64.getEncoder().encode(param.getBytes())));
        response.setContentType("text/html");
        response.getWriter().write("<div>Hello, " + bar + "</div>");
    }
}
