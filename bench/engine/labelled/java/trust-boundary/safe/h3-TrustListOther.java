import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/trust-list-other")
public class TrustListOther extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getHeader("X-Plan");
        java.util.List<String> plans = new java.util.ArrayList<String>();
        plans.add("free");
        plans.add(param);
        String chosen = plans.get(0);
        request.getSession().setAttribute("plan", chosen);
        response.getWriter().println("plan saved");
    }
}
