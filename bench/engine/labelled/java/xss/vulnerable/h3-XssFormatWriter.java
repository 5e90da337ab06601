import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/xss-format-writer")
public class XssFormatWriter extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String[] picks = request.getParameterValues("pick");
        String first = (picks != null && picks.length > 0) ? picks[0] : "nothing";
        String message = String.format("You picked <b>%s</b>", first);
        Object[] args = { "today", message };
        response.getWriter().format("<p>%s: %s</p>", args);
    }
}
