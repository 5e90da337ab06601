import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/redirect-const-fold")
public class RedirectConstFold extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("continue");
        int num = 42;
        String bar = (num % 5 == 2) ? "/dashboard" : param;
        response.sendRedirect(request.getContextPath() + bar);
    }
}
