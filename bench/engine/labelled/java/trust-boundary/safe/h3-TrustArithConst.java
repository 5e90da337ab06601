import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/trust-arith-const")
public class TrustArithConst extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("theme");
        String bar;
        int num = 150;
        if ((num / 3) * 2 == 100) {
            bar = "dark";
        } else {
            bar = param;
        }
        request.getSession().setAttribute("theme", bar);
        response.getWriter().println("theme saved");
    }
}
