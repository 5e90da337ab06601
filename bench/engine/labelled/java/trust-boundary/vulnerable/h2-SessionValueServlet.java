import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

public class SessionValueServlet extends HttpServlet {
    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("displayName");
        String bar = Normaliser.clean(param);
        HttpSession session = request.getSession();
        session.setAttribute("userName", bar);
        response.getWriter().println("saved");
    }
}

class Normaliser {
    static String clean(String s) {
        if (s == null) return "";
        return s.trim().toLowerCase();
    }
}
