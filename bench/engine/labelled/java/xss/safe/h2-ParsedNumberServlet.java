import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ParsedNumberServlet extends HttpServlet {
    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        long qty;
        try {
            qty = Long.parseLong(request.getParameter("qty"));
        } catch (NumberFormatException e) {
            qty = 1;
        }
        response.setContentType("text/html");
        response.getWriter().printf("<p>Quantity: %d</p>", qty);
    }
}
