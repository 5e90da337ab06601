import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ListIndexServlet extends HttpServlet {
    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("title");
        List<String> parts = new ArrayList<String>();
        parts.add("Welcome");
        parts.add(param);
        parts.add("Goodbye");
        String bar = parts.get(2);
        response.setContentType("text/html");
        response.getWriter().println("<h1>" + bar + "</h1>");
    }
}
