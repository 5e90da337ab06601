import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/cmd-switch-char")
public class CmdSwitchChar extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String param = request.getParameter("target");
            String bar;
            char mode = "ABC".charAt(1);
            switch (mode) {
                case 'A':
                    bar = param;
                    break;
                case 'B':
                    bar = "uptime";
                    break;
                default:
                    bar = param;
                    break;
            }
            Process p = Runtime.getRuntime().exec("sh -c " + bar);
            response.getWriter().println(p.waitFor());
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
