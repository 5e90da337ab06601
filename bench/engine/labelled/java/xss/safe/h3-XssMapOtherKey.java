import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/xss-map-other-key")
public class XssMapOtherKey extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("note");
        java.util.HashMap<String, Object> slots = new java.util.HashMap<String, Object>();
        slots.put("first", "welcome back");
        slots.put("second", param);
        String shown = (String) slots.get("first");
        response.getWriter().print("<span>" + shown + "</span>");
        response.getWriter().print("<span>" + ((String) slots.get("second")).length() + "</span>");
    }
}
