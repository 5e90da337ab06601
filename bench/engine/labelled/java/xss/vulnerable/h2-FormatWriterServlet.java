import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class FormatWriterServlet extends HttpServlet {
    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setHeader("X-XSS-Protection", "0");
        String param = request.getHeader("Referer");
        if (param == null) param = "";
        Object[] obj = {"a", param};
        response.getWriter().format("<p>You came from %2$s (%1$s)</p>", obj);
    }
}
