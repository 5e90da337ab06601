import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/xss-parsed-int-print")
public class XssParsedIntPrint extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String qty = request.getParameter("qty");
        int n;
        try {
            n = Integer.parseInt(qty);
        } catch (NumberFormatException e) {
            n = 0;
        }
        response.getWriter().print("<p>" + n + " items</p>");
    }
}
